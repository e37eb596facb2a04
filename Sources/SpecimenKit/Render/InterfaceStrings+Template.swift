import SpecimenTemplates

extension TemplateField {
    /// Interface strings reach templates as their set's shared box (`InterfaceStrings.templateValue`):
    /// boxing them anew at every `{{strings.x}}` retained and released one count on every core.
    package static func strings(_ strings: @escaping @Sendable (Root) -> InterfaceStrings) -> Self {
        Self { strings($0).templateValue }
    }
}
