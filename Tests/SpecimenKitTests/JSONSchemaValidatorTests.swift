import Testing
import SpecimenFormats
import SpecimenKit
import SpecimenTestSupport

/// The test validator (`SpecimenTestSupport`) accepts what a keyword allows and rejects what it
/// does not, keyword by keyword, and reads YAML as an editor does; without this, a validator that
/// accepted everything would make `SchemaValidationTests` pass.
@Suite struct JSONSchemaValidatorTests {
    private func json(_ text: String) throws -> JSONNode {
        try JSONReader().read(text).get()
    }

    private func errors(_ schema: String, _ instance: String) throws -> [String] {
        JSONSchemaValidator(schema: try json(schema)).errors(in: try json(instance))
    }

    @Test func typeAcceptsItsTypesOnly() throws {
        #expect(try errors(#"{"type": "string"}"#, #""a""#).isEmpty)
        #expect(try errors(#"{"type": "string"}"#, "3") == [": a number, not string"])
        #expect(try errors(#"{"type": ["string", "number"]}"#, "3").isEmpty)
        #expect(try errors(#"{"type": ["string", "number"]}"#, "true") == [": a boolean, not string or number"])
        #expect(try errors(#"{"type": "integer"}"#, "3").isEmpty)
        #expect(try errors(#"{"type": "integer"}"#, "3.5") == [": a number, not integer"])
        #expect(try errors(#"{"type": "object"}"#, "[]") == [": an array, not object"])
        #expect(try errors(#"{"type": "array"}"#, "null") == [": null, not array"])
    }

    @Test func propertiesRequiredAndAdditionalProperties() throws {
        let schema = #"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "boolean"}}, "required": ["a"], "additionalProperties": false}"#
        #expect(try errors(schema, #"{"a": "x", "b": true}"#).isEmpty)
        #expect(try errors(schema, #"{"b": 1, "c": 2}"#) == ["/b: a number, not boolean", ": `a` is required", ": `c` is not allowed"])
        let map = #"{"type": "object", "additionalProperties": {"type": "string"}}"#
        #expect(try errors(map, #"{"any": "x"}"#).isEmpty)
        #expect(try errors(map, #"{"any": 1}"#) == ["/any: a number, not string"])
    }

    @Test func itemsEnumPatternAndMinimum() throws {
        #expect(try errors(#"{"items": {"enum": ["a", "b"]}}"#, #"["a", "b"]"#).isEmpty)
        #expect(try errors(#"{"items": {"enum": ["a", "b"]}}"#, #"["a", "c"]"#) == ["/1: `c` is not one of `a`, `b`"])
        #expect(try errors(#"{"pattern": "^x+$"}"#, #""xx""#).isEmpty)
        #expect(try errors(#"{"pattern": "^x+$"}"#, #""xy""#) == [": `xy` does not match ^x+$"])
        #expect(try errors(#"{"pattern": "b"}"#, #""abc""#).isEmpty, "a pattern is searched for, not matched whole")
        #expect(try errors(#"{"minimum": 1}"#, "1").isEmpty)
        #expect(try errors(#"{"minimum": 1}"#, "0") == [": 0 is less than 1"])
    }

    @Test func anyOfOneOfNotAndRefs() throws {
        let anyOf = #"{"anyOf": [{"type": "string"}, {"required": ["x"]}]}"#
        #expect(try errors(anyOf, #""s""#).isEmpty)
        #expect(try errors(anyOf, #"{"x": 1}"#).isEmpty)
        #expect(try errors(anyOf, #"{"y": 1}"#) == [": an object matches 0 of the anyOf schemas"])
        let oneOf = #"{"oneOf": [{"type": "number"}, {"type": "integer"}]}"#
        #expect(try errors(oneOf, "1.5").isEmpty)
        #expect(try errors(oneOf, "1") == [": 1 matches 2 of the oneOf schemas"])
        #expect(try errors(#"{"properties": {"rule": {"not": {}}}}"#, #"{"rule": "r"}"#) == ["/rule: this value is not allowed"])
        let referring = ##"{"$defs": {"Rule": {"required": ["id"]}}, "items": {"$ref": "#/$defs/Rule"}}"##
        #expect(try errors(referring, #"[{"id": 1}, {}]"#) == ["/1: `id` is required"])
        #expect(try errors(##"{"$ref": "#/$defs/Missing"}"##, "1") == [": cannot resolve $ref #/$defs/Missing"])
    }

    @Test func aKeywordItDoesNotKnowIsAnError() throws {
        #expect(try errors(#"{"maxLength": 2}"#, #""abc""#) == [": the validator does not know the keyword `maxLength`"])
        #expect(try errors(#"{"title": "T", "description": "D", "examples": [1], "$id": "x"}"#, "1").isEmpty)
    }

    @Test func yamlIsReadAsAnEditorReadsIt() throws {
        let yaml = "a: 2.3\nb: \"2.3\"\nc: true\nd: yes\ne: 2017-09-28\nf: ~\ng:\nh: [1, x]\ni: 0x1F\nj: 'true'\n"
        let node = try #require(YAMLRegion(file: "t.yml", yaml: yaml, firstLine: 1).compose(what: "t").value ?? nil)
        let instance = YAMLInstance.json(node)
        let values = instance.members?.map { "\($0.key)=\($0.value.kind)" }
        #expect(values == ["a=a number", "b=a string", "c=a boolean", "d=a string", "e=a string", "f=null", "g=null", "h=an array", "i=a number", "j=a string"])
        #expect(instance["i"]?.number == 31 && instance["e"]?.string == "2017-09-28")
    }
}
