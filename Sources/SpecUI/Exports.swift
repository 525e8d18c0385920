// Foundation comes with `import SpecUI`, as it comes with `import SwiftUI`: `UUID`, `Date`, `IndexSet`, ...
@_exported import Foundation
// `@Observable`, `Observable` and `withObservationTracking` come with `import SpecUI`, as they come with
// `import SwiftUI`.
@_exported import Observation
