// `@Observable`, `Observable` and `withObservationTracking` come with `import SpecUI`, as they come with
// `import SwiftUI`.
@_exported import Observation
