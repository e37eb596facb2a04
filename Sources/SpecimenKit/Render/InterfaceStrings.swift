/// The words of the interface itself (not of the content), so templates never hard-code English
/// and each language in `site.yml` can have its own.
public struct InterfaceStrings: Sendable {
    public var skipToContent: String
    public var navigation: String
    public var breadcrumb: String
    public var home: String
    public var onThisPage: String
    public var previous: String
    public var next: String
    public var contributors: String
    public var updated: String
    public var platforms: String
    public var status: String
    public var language: String
    public var sections: String
    /// Label of the previous/next navigation.
    public var pagination: String

    /// English, the fallback for any language without its own strings.
    public static let english = InterfaceStrings(
        skipToContent: "Skip to content", navigation: "Sections", breadcrumb: "Breadcrumb",
        home: "Home", onThisPage: "On this page", previous: "Previous", next: "Next",
        contributors: "Contributors", updated: "Updated", platforms: "Platforms", status: "Status",
        language: "Language", sections: "Sections", pagination: "Previous and next page")

    /// Vietnamese, for the sample's translated pages.
    public static let vietnamese = InterfaceStrings(
        skipToContent: "Chuyển đến nội dung", navigation: "Các phần", breadcrumb: "Đường dẫn",
        home: "Trang chủ", onThisPage: "Trên trang này", previous: "Trước", next: "Tiếp",
        contributors: "Người đóng góp", updated: "Cập nhật", platforms: "Nền tảng", status: "Trạng thái",
        language: "Ngôn ngữ", sections: "Các phần", pagination: "Trang trước và trang sau")

    /// The strings for a language code, English when there are none.
    public static func forLanguage(_ code: String) -> InterfaceStrings {
        code.lowercased().hasPrefix("vi") ? .vietnamese : .english
    }
}
