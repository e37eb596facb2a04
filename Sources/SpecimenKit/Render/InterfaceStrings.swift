/// The words of the interface itself (not of the content), so templates never hard-code English
/// and each language in `site.yml` can have its own.
public struct InterfaceStrings: Sendable, Hashable {
    /// Which built-in set this is (`en`, `vi`): templates get a shared copy by code instead of
    /// copying all the strings at every `{{strings.x}}`.
    public var code: String
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
    public var reference: String
    public var componentsTitle: String
    public var rulesTitle: String
    public var component: String
    public var rule: String
    public var level: String
    public var bound: String
    public var property: String
    public var since: String
    public var sdk: String
    public var inSDK: String
    public var notInSDK: String
    public var owner: String
    public var page: String
    public var undocumented: String
    public var aliases: String
    public var tokens: String
    public var role: String
    public var token: String
    public var contrast: String
    public var foreground: String
    public var background: String
    public var opacity: String
    public var use: String
    public var required: String
    public var states: String
    public var state: String
    public var anatomy: String
    public var part: String
    public var note: String
    public var allComponents: String
    public var allLevels: String
    public var allPlatforms: String
    public var filterRules: String
    public var showing: String
    public var of: String
    public var rulesJSON: String
    public var linkToRule: String
    public var tokensTitle: String
    public var value: String
    public var aliasOf: String
    public var onWhite: String
    public var onBlack: String
    public var usedBy: String
    public var deprecatedLabel: String
    public var ratio: String
    public var passes: String
    public var fails: String
    public var accepted: String
    public var preview: String
    public var sample: String
    public var tokensCSS: String
    public var tokensJSON: String
    public var aa: String
    public var aaa: String
    public var downloads: String
    public var download: String
    public var licensing: String
    public var licence: String
    public var canDo: String
    public var cannotDo: String
    public var disclaimer: String
    public var attribution: String
    public var readLicence: String
    public var format: String
    public var size: String
    public var bytesLabel: String
    public var checksum: String
    public var file: String
    public var assetsUnder: String
    public var offeredOn: String
    public var fullText: String
    public var noAssets: String
    public var search: String
    public var searchPlaceholder: String
    public var searchShortcut: String
    public var noResults: String
    public var resultsPages: String
    public var resultsHeadings: String
    public var resultsComponents: String
    public var resultsRules: String
    public var resultsTokens: String
    public var menu: String
    public var theme: String
    public var themeLight: String
    public var themeDark: String
    public var themeSystem: String
    public var notFoundTitle: String
    public var notFoundMessage: String
    public var recentRules: String
    public var componentStatus: String
    public var changesTitle: String
    public var versionLabel: String
    public var introduced: String
    public var taskDone: String
    public var taskToDo: String
    public var table: String
    /// `%d` is replaced by the count.
    public var assetCountOne: String
    public var assetCountMany: String

    /// English, the fallback for any language without its own strings.
    public static let english = InterfaceStrings(
        code: "en", skipToContent: "Skip to content", navigation: "Sections", breadcrumb: "Breadcrumb",
        home: "Home", onThisPage: "On this page", previous: "Previous", next: "Next",
        contributors: "Contributors", updated: "Updated", platforms: "Platforms", status: "Status",
        language: "Language", sections: "Sections", pagination: "Previous and next page",
        reference: "Reference", componentsTitle: "Components", rulesTitle: "Rules", component: "Component", rule: "Rule", level: "Level", bound: "Bound", property: "Property", since: "Since", sdk: "SDK", inSDK: "Available", notInSDK: "Not in the SDK yet", owner: "Owner", page: "Page", undocumented: "No page yet", aliases: "Also called", tokens: "Tokens", role: "Role", token: "Token", contrast: "Contrast", foreground: "Foreground", background: "Background", opacity: "Opacity", use: "Use", required: "Needs at least", states: "States", state: "State", anatomy: "Anatomy", part: "Part", note: "Note", allComponents: "All components", allLevels: "All levels", allPlatforms: "All platforms", filterRules: "Filter rules", showing: "Showing", of: "of", rulesJSON: "All rules as JSON", linkToRule: "Link to this rule",
        tokensTitle: "Design tokens", value: "Value", aliasOf: "Alias of", onWhite: "On white", onBlack: "On black", usedBy: "Used by", deprecatedLabel: "Deprecated", ratio: "Ratio", passes: "Passes", fails: "Fails", accepted: "Accepted exception", preview: "Preview", sample: "The quick brown fox jumps over the lazy dog", tokensCSS: "tokens.css (CSS custom properties)", tokensJSON: "tokens.resolved.json (every resolved value)", aa: "AA", aaa: "AAA",
        downloads: "Downloads", download: "Download", licensing: "Licensing", licence: "Licence", canDo: "You can", cannotDo: "You cannot", disclaimer: "Disclaimer", attribution: "Attribution", readLicence: "Read the licence before you download.", format: "Format", size: "Size", bytesLabel: "bytes", checksum: "SHA-256", file: "File", assetsUnder: "Assets under this licence", offeredOn: "Offered on", fullText: "Full licence text", noAssets: "No assets use this licence yet.",
        search: "Search", searchPlaceholder: "Search components, rules, tokens…", searchShortcut: "Press / to search", noResults: "No results", resultsPages: "Pages", resultsHeadings: "Sections", resultsComponents: "Components", resultsRules: "Rules", resultsTokens: "Tokens", menu: "Menu", theme: "Theme", themeLight: "Light", themeDark: "Dark", themeSystem: "System", notFoundTitle: "Page not found", notFoundMessage: "The page you asked for does not exist or has moved.", recentRules: "Recently changed rules", componentStatus: "Component status", changesTitle: "What changed", versionLabel: "Version", introduced: "Introduced", taskDone: "Done", taskToDo: "To do", table: "Table", assetCountOne: "1 asset", assetCountMany: "%d assets")

    /// Vietnamese, for the sample's translated pages.
    public static let vietnamese = InterfaceStrings(
        code: "vi", skipToContent: "Chuyển đến nội dung", navigation: "Các phần", breadcrumb: "Đường dẫn",
        home: "Trang chủ", onThisPage: "Trên trang này", previous: "Trước", next: "Tiếp",
        contributors: "Người đóng góp", updated: "Cập nhật", platforms: "Nền tảng", status: "Trạng thái",
        language: "Ngôn ngữ", sections: "Các phần", pagination: "Trang trước và trang sau",
        reference: "Tra cứu", componentsTitle: "Thành phần", rulesTitle: "Quy tắc", component: "Thành phần", rule: "Quy tắc", level: "Mức", bound: "Giới hạn", property: "Thuộc tính", since: "Từ phiên bản", sdk: "SDK", inSDK: "Có sẵn", notInSDK: "Chưa có trong SDK", owner: "Nhóm phụ trách", page: "Trang", undocumented: "Chưa có trang", aliases: "Tên khác", tokens: "Token", role: "Vai trò", token: "Token", contrast: "Độ tương phản", foreground: "Màu chữ", background: "Màu nền", opacity: "Độ mờ", use: "Dùng cho", required: "Tối thiểu", states: "Trạng thái", state: "Trạng thái", anatomy: "Cấu tạo", part: "Bộ phận", note: "Ghi chú", allComponents: "Mọi thành phần", allLevels: "Mọi mức", allPlatforms: "Mọi nền tảng", filterRules: "Lọc quy tắc", showing: "Đang hiển thị", of: "trên", rulesJSON: "Mọi quy tắc dạng JSON", linkToRule: "Liên kết đến quy tắc này",
        tokensTitle: "Design token", value: "Giá trị", aliasOf: "Bí danh của", onWhite: "Trên nền trắng", onBlack: "Trên nền đen", usedBy: "Được dùng bởi", deprecatedLabel: "Không còn dùng", ratio: "Tỉ lệ", passes: "Đạt", fails: "Không đạt", accepted: "Ngoại lệ được chấp nhận", preview: "Xem trước", sample: "Con cáo nâu nhanh nhẹn nhảy qua chú chó lười", tokensCSS: "tokens.css (biến CSS)", tokensJSON: "tokens.resolved.json (mọi giá trị đã phân giải)", aa: "AA", aaa: "AAA",
        downloads: "Tải xuống", download: "Tải xuống", licensing: "Giấy phép", licence: "Giấy phép", canDo: "Bạn được phép", cannotDo: "Bạn không được phép", disclaimer: "Miễn trừ trách nhiệm", attribution: "Ghi công", readLicence: "Hãy đọc giấy phép trước khi tải xuống.", format: "Định dạng", size: "Dung lượng", bytesLabel: "byte", checksum: "SHA-256", file: "Tệp", assetsUnder: "Tài nguyên theo giấy phép này", offeredOn: "Có trên trang", fullText: "Toàn văn giấy phép", noAssets: "Chưa có tài nguyên nào dùng giấy phép này.",
        search: "Tìm kiếm", searchPlaceholder: "Tìm thành phần, quy tắc, token…", searchShortcut: "Nhấn / để tìm", noResults: "Không có kết quả", resultsPages: "Trang", resultsHeadings: "Mục", resultsComponents: "Thành phần", resultsRules: "Quy tắc", resultsTokens: "Token", menu: "Danh mục", theme: "Giao diện", themeLight: "Sáng", themeDark: "Tối", themeSystem: "Theo hệ thống", notFoundTitle: "Không tìm thấy trang", notFoundMessage: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.", recentRules: "Quy tắc mới thay đổi", componentStatus: "Trạng thái thành phần", changesTitle: "Những thay đổi", versionLabel: "Phiên bản", introduced: "Được giới thiệu", taskDone: "Đã xong", taskToDo: "Cần làm", table: "Bảng", assetCountOne: "1 tài nguyên", assetCountMany: "%d tài nguyên")

    /// The strings for a language code, English when there are none (`site.yml` warns about those).
    public static func forLanguage(_ code: String) -> InterfaceStrings {
        code.lowercased().hasPrefix("vi") ? .vietnamese : .english
    }

    /// True when Specimen has its own interface strings for a language.
    public static func isTranslated(_ code: String) -> Bool {
        let lower = code.lowercased()
        return lower.hasPrefix("en") || lower.hasPrefix("vi")
    }
}
