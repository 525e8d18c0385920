import SpecUI
import SpecUICompiler

extension BodyBuilder {
    /// `view` with `modifier` applied through the runtime modifier the generated code calls.
    func apply(_ modifier: Modifier, to view: any View) throws(RuntimeError) -> any View {
        func open<Content: View>(_ content: Content) throws(RuntimeError) -> any View {
            try apply(modifier, toOpened: content)
        }
        return try open(view)
    }

    private func apply<Content: View>(_ modifier: Modifier, toOpened view: Content) throws(RuntimeError) -> any View {
        switch modifier.kind {
        case .padding(let padding):
            let length = try padding.length.map { e throws(RuntimeError) in try self.length(e) }
            switch (padding.edges, length) {
            case (nil, nil): return view.padding()
            case (nil, let length?): return view.padding(length)
            case (let edges?, let length): return view.padding(Edge.Set(edges), length.map { CGFloat($0) })
            }
        case .font(let font): return view.font(SpecUI.Font(font))
        case .bold: return view.bold()
        case .italic: return view.italic()
        case .underline: return view.underline()
        case .foregroundColor(let color): return view.foregroundColor(SpecUI.Color(color))
        case .background(let color): return view.background(SpecUI.Color(color))
        case .border(let color): return view.border(SpecUI.Color(color))
        case .cornerRadius(let radius): return view.cornerRadius(try length(radius))
        case .frame(let frame): return try self.frame(frame, on: view)
        case .opacity(let opacity): return view.opacity(try length(opacity))
        case .disabled(let disabled): return view.disabled(try evaluator.evaluate(disabled).boolValue)
        case .id(let id): return view.id(try evaluator.evaluate(id))
        case .accessibilityIdentifier(let template):
            return view.accessibilityIdentifier(try evaluator.text(of: template))
        case .equatable:
            guard let component = view as? InterpretedView else { return view }
            return component.equatable()
        case .onAppear(let statements): return view.onAppear(perform: action(statements))
        case .onChange(let value, let statements):
            return view.onChange(of: try evaluator.evaluate(value), action(statements))
        }
    }

    /// `.frame(width:height:alignment:)` or `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; a spec
    /// mixing fixed and flexible sizes gets the fixed frame inside the flexible one, as generated.
    private func frame<Content: View>(_ frame: Frame, on view: Content) throws(RuntimeError) -> any View {
        func size(_ dimension: Frame.Dimension?) throws(RuntimeError) -> CGFloat? {
            switch dimension {
            case nil: nil
            case .infinity: .infinity
            case .value(let value): CGFloat(try length(value))
            }
        }
        let alignment = frame.alignment.map { SpecUI.Alignment($0) } ?? .center
        let width = try size(frame.width)
        let height = try size(frame.height)
        let minWidth = try size(frame.minWidth)
        let maxWidth = try size(frame.maxWidth)
        let minHeight = try size(frame.minHeight)
        let maxHeight = try size(frame.maxHeight)
        let isFixed = width != nil || height != nil
        let isFlexible = minWidth != nil || maxWidth != nil || minHeight != nil || maxHeight != nil
        guard isFlexible else { return view.frame(width: width, height: height, alignment: alignment) }
        func flexible<Inner: View>(_ inner: Inner) -> any View {
            inner.frame(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment
            )
        }
        // The alignment places the content in the frame the spec writes: inside the fixed sizes too.
        return isFixed ? flexible(view.frame(width: width, height: height, alignment: alignment)) : flexible(view)
    }
}
