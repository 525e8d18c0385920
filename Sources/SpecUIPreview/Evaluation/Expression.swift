import SpecUICompiler

/// The spec language's expression, which the interpreter evaluates; Foundation, which `import SpecUI` brings as
/// `import SwiftUI` does, has a type of this name too.
package typealias Expression = SpecUICompiler.Expression
