import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Names as Style Dictionary v4's `name/kebab` makes them (change-case 5's `kebabCase`), worked
/// out by hand from its two splitting rules, and the `keep` alternative.
@Suite struct CSSVariableNamingTests {
    @Test func kebabIsStyleDictionaryKebabCase() {
        let naming = CSSVariableNaming()
        let expected = [
            "font.lineHeight.tight": "--font-line-height-tight", "color.brand.primaryHover": "--color-brand-primary-hover",
            "space.4XL": "--space-4-xl", "red.500-Opacity12": "--red-500-opacity12", "base.size.4": "--base-size-4",
            "color.grey.60": "--color-grey-60", "api.XMLHttpRequest": "--api-xml-http-request", "ABCDef": "--abc-def",
            "heading.h1Title": "--heading-h1-title", "opacity12": "--opacity12", "space.gutter_wide": "--space-gutter-wide",
            "Ünïcode.Straße": "--ünïcode-straße", "color.accent.$root": "--color-accent-root", "a  b.--c--": "--a-b-c",
        ]
        for (token, name) in expected { #expect(naming.name(token) == name, "\(token)") }
    }

    @Test func thePrefixIsTheFirstWord() {
        #expect(CSSVariableNaming(TokenSettings(cssPrefix: "hpe")).name("red.500-Opacity12") == "--hpe-red-500-opacity12")
        #expect(CSSVariableNaming(TokenSettings(cssPrefix: "Acme")).name("font.lineHeight") == "--acme-font-line-height")
        #expect(CSSVariableNaming(TokenSettings(cssNames: .keep, cssPrefix: "acme")).name("font.lineHeight") == "--acme-font-lineHeight")
    }

    @Test func keepWritesThePathAsWritten() {
        let naming = CSSVariableNaming(TokenSettings(cssNames: .keep))
        #expect(naming.name("font.lineHeight.tight") == "--font-lineHeight-tight")
        #expect(naming.name("red.500-Opacity12") == "--red-500-Opacity12")
        #expect(naming.name("a b.c/d:e") == "--a-b-c-d-e")
        #expect(naming.name("size_sm.Größe") == "--size_sm-Größe")
    }

    @Test func aNameWithoutWordsIsStillAProperty() {
        #expect(CSSVariableNaming().name("★") == "--★")
        #expect(CSSVariableNaming().name("!") == "---")
    }
}
