// The runtime's spelling of the spec's alignments, edges, fonts and colors (same names on both sides).
import SpecUI
import SpecUICompiler

extension SpecUI.HorizontalAlignment {
    init(_ alignment: SpecUICompiler.HorizontalAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}

extension SpecUI.VerticalAlignment {
    init(_ alignment: SpecUICompiler.VerticalAlignment) {
        switch alignment {
        case .top: self = .top
        case .center: self = .center
        case .bottom: self = .bottom
        }
    }
}

extension SpecUI.Alignment {
    init(_ alignment: SpecUICompiler.Alignment) {
        switch alignment {
        case .center: self = .center
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .topLeading: self = .topLeading
        case .topTrailing: self = .topTrailing
        case .bottomLeading: self = .bottomLeading
        case .bottomTrailing: self = .bottomTrailing
        }
    }
}

extension Edge.Set {
    init(_ edges: EdgeSet) {
        switch edges {
        case .all: self = .all
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}

extension SpecUI.Font {
    init(_ font: SpecUICompiler.Font) {
        self.init(SpecUI.Font.TextStyle(rawValue: font.rawValue) ?? .body)
    }
}

extension SpecUI.Color {
    init(_ color: SpecUICompiler.Color) {
        self.init(SpecUI.Color.Name(rawValue: color.rawValue) ?? .primary)
    }
}
