import SpecUICompiler
import Testing

@Suite struct PackagePathTests {
    @Test(arguments: [
        ("Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("./Specs//CounterView.yaml", "Specs/CounterView.yaml"),
        ("Specs/./Nested/../CounterView.yaml", "Specs/CounterView.yaml"),
        ("/home/dev/App/Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("/home/dev/App/./Specs/", "Specs"),
        ("/home/dev/App", "."),
        ("./", "."),
        ("../Shared/Types.yaml", "../Shared/Types.yaml"),
        ("../App/Specs/CounterView.yaml", "Specs/CounterView.yaml"),
        ("../../dev/App/Specs/../Specs/A.yaml", "Specs/A.yaml"),
        ("../AppExtra/Specs", "../AppExtra/Specs"),
        ("/home/dev/AppExtra/Specs", "/home/dev/AppExtra/Specs"),
        ("/srv//specs/../Specs", "/srv/Specs"),
    ])
    func pathsAreRelativeToThePackageWithoutDotComponents(path: String, expected: String) {
        #expect(PackagePath.normalize(path, currentDirectory: "/home/dev/App/") == expected)
    }
}
