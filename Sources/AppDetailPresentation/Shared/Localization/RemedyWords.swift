import AppDetailDomain

/// What a person can do about a failure, in the page's language: a failure on a Korean screen gets
/// its hint in Korean. English is the Domain's own ``Remedy/hint``. Like the Domain's, these name
/// no control of any client: a screen adds its own ("Try Again", a settings link).
struct RemedyWords: Sendable {
    let language: DetailLanguage

    /// The hint for `remedy`.
    func hint(for remedy: Remedy) -> String {
        guard language != .english else { return remedy.hint }
        switch remedy {
        case .checkConnection:
            return language.text(
                english: "", korean: "네트워크 연결을 확인한 뒤 다시 시도하세요.",
                japanese: "ネットワーク接続を確認して、もう一度お試しください。",
                french: "Vérifiez la connexion réseau et réessayez.",
                german: "Prüfe die Netzwerkverbindung und versuche es erneut.",
                spanish: "Comprueba la conexión de red y vuelve a intentarlo.",
                simplifiedChinese: "请检查网络连接后重试。", traditionalChinese: "請檢查網路連線後再試一次。")
        case .allowMoreTime:
            return language.text(
                english: "", korean: "네트워크가 느릴 수 있습니다. 시간을 더 주고 다시 시도하세요.",
                japanese: "ネットワークが遅いようです。時間に余裕を持たせてもう一度お試しください。",
                french: "Le réseau est peut-être lent : réessayez en laissant plus de temps.",
                german: "Das Netz ist vielleicht langsam: versuche es mit mehr Zeit erneut.",
                spanish: "Puede que la red sea lenta: vuelve a intentarlo con más tiempo.",
                simplifiedChinese: "网络可能较慢：请留出更多时间后重试。", traditionalChinese: "網路可能較慢：請留出更多時間後再試一次。")
        case .goOnlineOnce:
            return language.text(
                english: "", korean: "한 번 네트워크에 연결하세요. 가져온 내용은 오프라인에서도 쓸 수 있게 보관됩니다.",
                japanese: "一度ネットワークに接続してください。取得した内容はオフラインでも使えるよう保存されます。",
                french: "Connectez-vous une fois : ce qui est récupéré reste disponible hors ligne.",
                german: "Verbinde dich einmal mit dem Netz: Geladenes bleibt offline verfügbar.",
                spanish: "Conéctate a la red una vez: lo descargado se guarda para usarlo sin conexión.",
                simplifiedChinese: "请联网一次：获取的内容会保存下来供离线使用。", traditionalChinese: "請連網一次：取得的內容會保存下來供離線使用。")
        case .checkEndpoint:
            return language.text(
                english: "", korean: "App Store에 연결하는 주소를 확인하세요. 실제 App Store는 리디렉션하지 않습니다.",
                japanese: "App Storeへの接続先を確認してください。本物のApp Storeはリダイレクトしません。",
                french:
                    "Vérifiez l’adresse par laquelle l’App Store est joint : le vrai App Store ne redirige pas.",
                german:
                    "Prüfe die Adresse, über die der App Store erreicht wird: der echte App Store leitet nicht um.",
                spanish:
                    "Comprueba la dirección por la que se llega al App Store: el App Store real no redirige.",
                simplifiedChinese: "请检查访问 App Store 的地址：真正的 App Store 不会重定向。",
                traditionalChinese: "請檢查連線 App Store 的位址：真正的 App Store 不會重新導向。")
        case .waitAMinute:
            return language.text(
                english: "", korean: "1분 정도 기다린 뒤 다시 시도하세요.", japanese: "1分ほど待ってからもう一度お試しください。",
                french: "Attendez une minute et réessayez.",
                german: "Warte eine Minute und versuche es erneut.",
                spanish: "Espera un minuto y vuelve a intentarlo.", simplifiedChinese: "请等待一分钟后重试。",
                traditionalChinese: "請等待一分鐘後再試一次。")
        case .tryAgainLater:
            return language.text(
                english: "", korean: "스토어에 문제가 있을 수 있습니다. 나중에 다시 시도하세요.",
                japanese: "ストアに問題が起きている可能性があります。後でもう一度お試しください。",
                french: "La boutique a peut-être un problème ; réessayez plus tard.",
                german: "Der Store hat vielleicht Probleme; versuche es später erneut.",
                spanish: "Puede que la tienda tenga problemas; vuelve a intentarlo más tarde.",
                simplifiedChinese: "商店可能出现问题；请稍后重试。", traditionalChinese: "商店可能出現問題；請稍後再試一次。")
        case .tryAgainLaterOrReport:
            return language.text(
                english: "", korean: "나중에 다시 시도하세요. 계속되면 스토어의 형식이 바뀌었을 수 있습니다.",
                japanese: "後でもう一度お試しください。続く場合はストアの形式が変わった可能性があります。",
                french:
                    "Réessayez plus tard ; si cela persiste, le format de la boutique a peut-être changé.",
                german:
                    "Versuche es später erneut; bleibt es so, hat sich das Format des Store vielleicht geändert.",
                spanish:
                    "Vuelve a intentarlo más tarde; si persiste, puede que el formato de la tienda haya cambiado.",
                simplifiedChinese: "请稍后重试；若问题持续，商店的格式可能已改变。",
                traditionalChinese: "請稍後再試一次；若問題持續，商店的格式可能已改變。")
        case .tryAnotherStore:
            return language.text(
                english: "", korean: "앱은 국가별로 판매됩니다. 앱이 판매되는 스토어에서 찾아보세요.",
                japanese: "Appは国ごとに販売されています。そのAppが販売されているストアでお試しください。",
                french: "Les apps sont vendues par pays : essayez la boutique où l’app est vendue.",
                german: "Apps werden je Land verkauft: versuche den Store, in dem die App angeboten wird.",
                spanish: "Las apps se venden por país: prueba la tienda donde se vende la app.",
                simplifiedChinese: "App 按国家或地区销售：请在销售该 App 的商店中查找。",
                traditionalChinese: "App 依國家或地區銷售：請在銷售此 App 的商店中查找。")
        case .lookUpAnIOSApp:
            return language.text(
                english: "", korean: "iPhone 또는 iPad 앱을 찾아보세요.", japanese: "iPhoneまたはiPadのAppを検索してください。",
                french: "Cherchez plutôt une app pour iPhone ou iPad.",
                german: "Suche stattdessen eine App für iPhone oder iPad.",
                spanish: "Busca en su lugar una app para iPhone o iPad.",
                simplifiedChinese: "请改为查找 iPhone 或 iPad App。", traditionalChinese: "請改為查找 iPhone 或 iPad App。")
        case .fixCache(let problem):
            return cacheHint(problem)
        case .giveAnApp, .giveACountry, .giveALanguage, .checkIDAndStore, .chooseInRange, .typeAName,
            .chooseAGenre, .chooseStorefronts:
            return inputHint(remedy)
        }
    }
}
