// `@Observable`, `Observable` and `withObservationTracking` come with `import SpecUI`, as they come with
// `import SwiftUI`.
@_exported import Observation

// `IndexSet`, which `onDelete` and `onMove` hand their actions, is Foundation's, as with `import SwiftUI`; only
// that type is brought, not the rest of Foundation.
@_exported import struct Foundation.IndexSet
