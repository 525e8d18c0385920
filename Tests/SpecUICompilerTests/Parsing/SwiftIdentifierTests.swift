import SpecUICompiler
import Testing

@Suite struct SwiftIdentifierTests {
    @Test func asciiAndOtherNamesFollowSwiftsGrammar() {
        #expect(SwiftIdentifier.isValid("todo_1"))
        #expect(SwiftIdentifier.isValid("_"))
        #expect(SwiftIdentifier.isValid("café"))
        #expect(SwiftIdentifier.isValid("prénom2"))
        #expect(!SwiftIdentifier.isValid(""))
        #expect(!SwiftIdentifier.isValid("1todo"))
        #expect(!SwiftIdentifier.isValid("to-do"))
        #expect(!SwiftIdentifier.isValid("to-dé"))
        // A zero-width joiner after ASCII letters still makes the name invalid.
        #expect(!SwiftIdentifier.isValid("ab\u{200D}c"))
    }

    @Test func keywordsAndReservedMembersAreExactWords() {
        #expect(SwiftIdentifier.isKeyword("in"))
        #expect(SwiftIdentifier.isKeyword("Self"))
        #expect(SwiftIdentifier.isKeyword("precedencegroup"))
        #expect(!SwiftIdentifier.isKeyword("selfie"))
        #expect(!SwiftIdentifier.isKeyword("Default"))
        #expect(SwiftIdentifier.isReservedMember("body"))
        #expect(!SwiftIdentifier.isReservedMember("bodies"))
    }

    @Test func upperCamelCaseLooksAtTheFirstCharacter() {
        #expect(SwiftIdentifier.isUpperCamelCase("Todo"))
        #expect(SwiftIdentifier.isUpperCamelCase("T"))
        #expect(SwiftIdentifier.isUpperCamelCase("Élan"))
        #expect(SwiftIdentifier.isUpperCamelCase("A\u{301}ngel"))
        #expect(!SwiftIdentifier.isUpperCamelCase("todo"))
        #expect(!SwiftIdentifier.isUpperCamelCase("élan"))
        #expect(!SwiftIdentifier.isUpperCamelCase("_Todo"))
        #expect(!SwiftIdentifier.isUpperCamelCase(""))
    }
}
