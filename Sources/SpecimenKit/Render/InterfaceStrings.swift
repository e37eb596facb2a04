/// The words of the interface itself (not of the content), so templates never hard-code English
/// and each language in `site.yml` can have its own.
/// A class: every view model carries its page's strings, and as a struct of 113 strings they
/// made each view two kilobytes that every template lookup copied and every copy retained one
/// by one. Sets are told apart by their `code` (Specimen has one per language).
public final class InterfaceStrings: Sendable, Hashable {
    /// Which built-in set this is (`en`, `vi`): templates get a shared copy by code instead of
    /// copying all the strings at every `{{strings.x}}`.
    public let code: String
    public let skipToContent: String
    public let navigation: String
    public let breadcrumb: String
    public let home: String
    public let onThisPage: String
    public let previous: String
    public let next: String
    public let contributors: String
    public let updated: String
    public let platforms: String
    public let status: String
    public let language: String
    public let sections: String
    /// Label of the previous/next navigation.
    public let pagination: String
    public let reference: String
    public let componentsTitle: String
    public let rulesTitle: String
    public let component: String
    public let rule: String
    public let level: String
    public let bound: String
    public let property: String
    public let since: String
    public let sdk: String
    public let inSDK: String
    public let notInSDK: String
    public let owner: String
    public let page: String
    public let undocumented: String
    public let aliases: String
    public let tokens: String
    public let role: String
    public let token: String
    public let contrast: String
    public let foreground: String
    public let background: String
    public let opacity: String
    public let use: String
    public let required: String
    public let states: String
    public let state: String
    public let anatomy: String
    public let part: String
    public let note: String
    public let allComponents: String
    public let allLevels: String
    public let allPlatforms: String
    public let filterRules: String
    public let showing: String
    public let of: String
    public let rulesJSON: String
    public let linkToRule: String
    public let tokensTitle: String
    public let value: String
    public let aliasOf: String
    public let onWhite: String
    public let onBlack: String
    public let usedBy: String
    public let deprecatedLabel: String
    public let ratio: String
    public let passes: String
    public let fails: String
    public let accepted: String
    public let preview: String
    public let sample: String
    public let tokensCSS: String
    public let tokensJSON: String
    public let aa: String
    public let aaa: String
    public let downloads: String
    public let download: String
    public let licensing: String
    public let licence: String
    public let canDo: String
    public let cannotDo: String
    public let disclaimer: String
    public let attribution: String
    public let readLicence: String
    public let format: String
    public let size: String
    public let bytesLabel: String
    public let checksum: String
    public let file: String
    public let assetsUnder: String
    public let offeredOn: String
    public let fullText: String
    public let noAssets: String
    public let search: String
    public let searchPlaceholder: String
    public let searchShortcut: String
    public let noResults: String
    public let resultsPages: String
    public let resultsHeadings: String
    public let resultsComponents: String
    public let resultsRules: String
    public let resultsTokens: String
    public let menu: String
    public let theme: String
    public let themeLight: String
    public let themeDark: String
    public let themeSystem: String
    public let notFoundTitle: String
    public let notFoundMessage: String
    public let recentRules: String
    public let componentStatus: String
    public let changesTitle: String
    public let versionLabel: String
    public let introduced: String
    public let taskDone: String
    public let taskToDo: String
    public let table: String
    /// `%d` is replaced by the count.
    public let assetCountOne: String
    public let assetCountMany: String

    /// Every string, in the order they are declared.
    public init(code: String, skipToContent: String, navigation: String, breadcrumb: String, home: String,
                onThisPage: String, previous: String, next: String, contributors: String, updated: String,
                platforms: String, status: String, language: String, sections: String, pagination: String,
                reference: String, componentsTitle: String, rulesTitle: String, component: String, rule: String,
                level: String, bound: String, property: String, since: String, sdk: String, inSDK: String,
                notInSDK: String, owner: String, page: String, undocumented: String, aliases: String,
                tokens: String, role: String, token: String, contrast: String, foreground: String,
                background: String, opacity: String, use: String, required: String, states: String,
                state: String, anatomy: String, part: String, note: String, allComponents: String,
                allLevels: String, allPlatforms: String, filterRules: String, showing: String, of: String,
                rulesJSON: String, linkToRule: String, tokensTitle: String, value: String, aliasOf: String,
                onWhite: String, onBlack: String, usedBy: String, deprecatedLabel: String, ratio: String,
                passes: String, fails: String, accepted: String, preview: String, sample: String,
                tokensCSS: String, tokensJSON: String, aa: String, aaa: String, downloads: String,
                download: String, licensing: String, licence: String, canDo: String, cannotDo: String,
                disclaimer: String, attribution: String, readLicence: String, format: String, size: String,
                bytesLabel: String, checksum: String, file: String, assetsUnder: String, offeredOn: String,
                fullText: String, noAssets: String, search: String, searchPlaceholder: String,
                searchShortcut: String, noResults: String, resultsPages: String, resultsHeadings: String,
                resultsComponents: String, resultsRules: String, resultsTokens: String, menu: String,
                theme: String, themeLight: String, themeDark: String, themeSystem: String,
                notFoundTitle: String, notFoundMessage: String, recentRules: String, componentStatus: String,
                changesTitle: String, versionLabel: String, introduced: String, taskDone: String,
                taskToDo: String, table: String, assetCountOne: String, assetCountMany: String) {
        self.code = code
        self.skipToContent = skipToContent
        self.navigation = navigation
        self.breadcrumb = breadcrumb
        self.home = home
        self.onThisPage = onThisPage
        self.previous = previous
        self.next = next
        self.contributors = contributors
        self.updated = updated
        self.platforms = platforms
        self.status = status
        self.language = language
        self.sections = sections
        self.pagination = pagination
        self.reference = reference
        self.componentsTitle = componentsTitle
        self.rulesTitle = rulesTitle
        self.component = component
        self.rule = rule
        self.level = level
        self.bound = bound
        self.property = property
        self.since = since
        self.sdk = sdk
        self.inSDK = inSDK
        self.notInSDK = notInSDK
        self.owner = owner
        self.page = page
        self.undocumented = undocumented
        self.aliases = aliases
        self.tokens = tokens
        self.role = role
        self.token = token
        self.contrast = contrast
        self.foreground = foreground
        self.background = background
        self.opacity = opacity
        self.use = use
        self.required = required
        self.states = states
        self.state = state
        self.anatomy = anatomy
        self.part = part
        self.note = note
        self.allComponents = allComponents
        self.allLevels = allLevels
        self.allPlatforms = allPlatforms
        self.filterRules = filterRules
        self.showing = showing
        self.of = of
        self.rulesJSON = rulesJSON
        self.linkToRule = linkToRule
        self.tokensTitle = tokensTitle
        self.value = value
        self.aliasOf = aliasOf
        self.onWhite = onWhite
        self.onBlack = onBlack
        self.usedBy = usedBy
        self.deprecatedLabel = deprecatedLabel
        self.ratio = ratio
        self.passes = passes
        self.fails = fails
        self.accepted = accepted
        self.preview = preview
        self.sample = sample
        self.tokensCSS = tokensCSS
        self.tokensJSON = tokensJSON
        self.aa = aa
        self.aaa = aaa
        self.downloads = downloads
        self.download = download
        self.licensing = licensing
        self.licence = licence
        self.canDo = canDo
        self.cannotDo = cannotDo
        self.disclaimer = disclaimer
        self.attribution = attribution
        self.readLicence = readLicence
        self.format = format
        self.size = size
        self.bytesLabel = bytesLabel
        self.checksum = checksum
        self.file = file
        self.assetsUnder = assetsUnder
        self.offeredOn = offeredOn
        self.fullText = fullText
        self.noAssets = noAssets
        self.search = search
        self.searchPlaceholder = searchPlaceholder
        self.searchShortcut = searchShortcut
        self.noResults = noResults
        self.resultsPages = resultsPages
        self.resultsHeadings = resultsHeadings
        self.resultsComponents = resultsComponents
        self.resultsRules = resultsRules
        self.resultsTokens = resultsTokens
        self.menu = menu
        self.theme = theme
        self.themeLight = themeLight
        self.themeDark = themeDark
        self.themeSystem = themeSystem
        self.notFoundTitle = notFoundTitle
        self.notFoundMessage = notFoundMessage
        self.recentRules = recentRules
        self.componentStatus = componentStatus
        self.changesTitle = changesTitle
        self.versionLabel = versionLabel
        self.introduced = introduced
        self.taskDone = taskDone
        self.taskToDo = taskToDo
        self.table = table
        self.assetCountOne = assetCountOne
        self.assetCountMany = assetCountMany
    }

    public static func == (left: InterfaceStrings, right: InterfaceStrings) -> Bool {
        left === right || left.code == right.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

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
