import AppDetailDomain
import AppDetailPresentation

extension TerminalWords {
    /// What to do about `error` on the command line: its `Remedy` worded with the `appdetail`
    /// command's options and commands (`--timeout`, `--country`, `--cache-dir`, `appdetail cache
    /// clear`); a remedy no option helps with is the page's own hint (`DetailFailure.hint`).
    /// `storefront` is the store the command asked, for the example of another.
    public func hint(for error: AppDetailError, storefront: Storefront? = nil) -> String? {
        switch (error, error.remedy) {
        case (.notFound(let lookup, let store), _):
            let other = (storefront ?? store).country == "kr" ? "us" : "kr"
            return language.text(
                english:
                    "Apps are sold per country: try another store with --country, e.g. `appdetail show \(lookup) --country \(other)`.",
                korean:
                    "앱은 국가별로 판매됩니다. --country로 다른 스토어를 찾아보세요. 예: appdetail show \(lookup) --country \(other)",
                japanese:
                    "Appは国ごとに販売されています。--country で別のストアを試してください。例: appdetail show \(lookup) --country \(other)",
                french:
                    "Les apps sont vendues par pays : essayez une autre boutique avec --country, par exemple appdetail show \(lookup) --country \(other)",
                german:
                    "Apps werden je Land verkauft: versuche mit --country einen anderen Store, etwa appdetail show \(lookup) --country \(other)",
                spanish:
                    "Las apps se venden por país: prueba otra tienda con --country, por ejemplo appdetail show \(lookup) --country \(other)",
                simplifiedChinese:
                    "App 按国家或地区销售：请用 --country 换一个商店，例如 appdetail show \(lookup) --country \(other)",
                traditionalChinese:
                    "App 依國家或地區銷售：請用 --country 換一個商店，例如 appdetail show \(lookup) --country \(other)")
        case (_, .allowMoreTime):
            return language.text(
                english: "The network may be slow: try again with more time, e.g. --timeout 60.",
                korean: "네트워크가 느릴 수 있습니다. 시간을 늘려 다시 시도하세요. 예: --timeout 60",
                japanese: "ネットワークが遅いようです。時間を延ばしてもう一度お試しください。例: --timeout 60",
                french:
                    "Le réseau est peut-être lent : réessayez avec plus de temps, par exemple --timeout 60.",
                german: "Das Netz ist vielleicht langsam: versuche es mit mehr Zeit, etwa --timeout 60.",
                spanish:
                    "Puede que la red sea lenta: vuelve a intentarlo con más tiempo, por ejemplo --timeout 60.",
                simplifiedChinese: "网络可能较慢：请延长时间后重试，例如 --timeout 60。",
                traditionalChinese: "網路可能較慢：請延長時間後再試一次，例如 --timeout 60。")
        case (.offline(.notCached), _):
            return language.text(
                english: "Run once without --offline, or import a saved answer: appdetail cache import FILE",
                korean: "--offline 없이 한 번 실행하거나 저장된 응답을 가져오세요: appdetail cache import FILE",
                japanese: "--offline なしで一度実行するか、保存した応答を取り込んでください: appdetail cache import FILE",
                french:
                    "Lancez une fois sans --offline, ou importez une réponse enregistrée : appdetail cache import FILE",
                german:
                    "Führe es einmal ohne --offline aus oder importiere eine gespeicherte Antwort: appdetail cache import FILE",
                spanish:
                    "Ejecútalo una vez sin --offline o importa una respuesta guardada: appdetail cache import FILE",
                simplifiedChinese: "请不带 --offline 运行一次，或导入保存的响应：appdetail cache import FILE",
                traditionalChinese: "請不帶 --offline 執行一次，或匯入儲存的回應：appdetail cache import FILE")
        case (_, .goOnlineOnce):
            return language.text(
                english:
                    "Run once without --offline: what show, reviews and search fetch is kept for offline use.",
                korean: "--offline 없이 한 번 실행하세요. show, reviews, search가 가져온 내용은 오프라인용으로 보관됩니다.",
                japanese: "--offline なしで一度実行してください。show、reviews、search が取得した内容はオフライン用に保存されます。",
                french:
                    "Lancez une fois sans --offline : ce que show, reviews et search récupèrent reste disponible hors ligne.",
                german:
                    "Führe es einmal ohne --offline aus: was show, reviews und search laden, bleibt offline verfügbar.",
                spanish:
                    "Ejecútalo una vez sin --offline: lo que show, reviews y search descargan se guarda para usarlo sin conexión.",
                simplifiedChinese: "请不带 --offline 运行一次：show、reviews 和 search 获取的内容会保存供离线使用。",
                traditionalChinese: "請不帶 --offline 執行一次：show、reviews 和 search 取得的內容會保存供離線使用。")
        case (_, .checkEndpoint):
            return language.text(
                english:
                    "Check the endpoint (--endpoint or $APPDETAIL_ENDPOINT); the real App Store answers without redirecting.",
                korean: "엔드포인트(--endpoint 또는 $APPDETAIL_ENDPOINT)를 확인하세요. 실제 App Store는 리디렉션하지 않습니다.",
                japanese: "エンドポイント（--endpoint または $APPDETAIL_ENDPOINT）を確認してください。本物のApp Storeはリダイレクトしません。",
                french:
                    "Vérifiez l’adresse (--endpoint ou $APPDETAIL_ENDPOINT) ; le vrai App Store ne redirige pas.",
                german:
                    "Prüfe den Endpunkt (--endpoint oder $APPDETAIL_ENDPOINT); der echte App Store leitet nicht um.",
                spanish:
                    "Comprueba el endpoint (--endpoint o $APPDETAIL_ENDPOINT); el App Store real no redirige.",
                simplifiedChinese: "请检查端点（--endpoint 或 $APPDETAIL_ENDPOINT）；真正的 App Store 不会重定向。",
                traditionalChinese: "請檢查端點（--endpoint 或 $APPDETAIL_ENDPOINT）；真正的 App Store 不會重新導向。")
        case (_, .fixCache(let problem)):
            return cacheHint(problem)
        case (_, .giveACountry(let suggested?)):
            return language.text(
                english: suggested == "gb"
                    ? "The United Kingdom's code is gb: use --country gb."
                    : "Did you mean --country \(suggested)?", korean: "--country \(suggested)을(를) 말씀하신 건가요?",
                japanese: "--country \(suggested) のことですか？",
                french: "Vouliez-vous dire --country \(suggested) ?",
                german: "Meintest du --country \(suggested)?",
                spanish: "¿Quisiste decir --country \(suggested)?",
                simplifiedChinese: "您是指 --country \(suggested) 吗？",
                traditionalChinese: "您是指 --country \(suggested) 嗎？")
        case (.invalidInput(.searchLimit), .chooseInRange(let range)),
            (.invalidInput(.chartLimit), .chooseInRange(let range)):
            return option("--limit", range)
        case (.invalidInput(.reviewPage), .chooseInRange(let range)):
            return option("--page", range)
        default:
            return DetailFailure(error, in: language).hint
        }
    }

    /// "Use --limit with a number from 1 to 200."
    private func option(_ name: String, _ range: ClosedRange<Int>) -> String {
        let (low, high) = (range.lowerBound, range.upperBound)
        return language.text(
            english: "Use \(name) with a number from \(low) to \(high).",
            korean: "\(name)에 \(low)부터 \(high)까지의 수를 주세요.",
            japanese: "\(name) に \(low)から\(high)までの数を指定してください。",
            french: "Donnez à \(name) un nombre de \(low) à \(high).",
            german: "Gib \(name) eine Zahl von \(low) bis \(high).",
            spanish: "Usa \(name) con un número del \(low) al \(high).",
            simplifiedChinese: "请为 \(name) 指定 \(low) 到 \(high) 之间的数字。",
            traditionalChinese: "請為 \(name) 指定 \(low) 到 \(high) 之間的數字。")
    }

    /// What makes the cache usable, with the command line's options and commands.
    private func cacheHint(_ problem: CacheReason) -> String {
        switch problem.remedy {
        case .chooseAnotherPlace:
            language.text(
                english:
                    "Check that the cache's folder exists and can be written, or choose another with --cache-dir or $APPDETAIL_CACHE_DIR.",
                korean: "캐시 폴더가 있고 쓸 수 있는지 확인하거나 --cache-dir 또는 $APPDETAIL_CACHE_DIR로 다른 곳을 고르세요.",
                japanese: "キャッシュのフォルダが存在し書き込めるか確認するか、--cache-dir か $APPDETAIL_CACHE_DIR で別の場所を選んでください。",
                french:
                    "Vérifiez que le dossier du cache existe et est accessible en écriture, ou choisissez-en un autre avec --cache-dir ou $APPDETAIL_CACHE_DIR.",
                german:
                    "Prüfe, ob der Cache-Ordner existiert und beschreibbar ist, oder wähle mit --cache-dir oder $APPDETAIL_CACHE_DIR einen anderen.",
                spanish:
                    "Comprueba que la carpeta de la caché existe y se puede escribir, o elige otra con --cache-dir o $APPDETAIL_CACHE_DIR.",
                simplifiedChinese: "请确认缓存文件夹存在且可写，或用 --cache-dir 或 $APPDETAIL_CACHE_DIR 选择其他位置。",
                traditionalChinese: "請確認快取資料夾存在且可寫入，或用 --cache-dir 或 $APPDETAIL_CACHE_DIR 選擇其他位置。")
        case .waitForOtherProcess:
            language.text(
                english: "Another appdetail is using the cache: wait for it to finish, then try again.",
                korean: "다른 appdetail이 캐시를 쓰고 있습니다. 끝날 때까지 기다린 뒤 다시 시도하세요.",
                japanese: "別の appdetail がキャッシュを使っています。終わるのを待ってから、もう一度お試しください。",
                french: "Un autre appdetail utilise le cache : attendez qu’il ait fini, puis réessayez.",
                german:
                    "Ein anderes appdetail nutzt den Cache: warte, bis es fertig ist, und versuche es dann erneut.",
                spanish: "Otro appdetail está usando la caché: espera a que termine y vuelve a intentarlo.",
                simplifiedChinese: "另一个 appdetail 正在使用缓存：请等它结束后重试。",
                traditionalChinese: "另一個 appdetail 正在使用快取：請等它結束後再試一次。")
        case .startAfresh:
            language.text(
                english:
                    "Move \(problem.path) away (it is kept), or start a new cache with: appdetail cache clear",
                korean: "\(problem.path)을(를) 옮기거나(파일은 보관됩니다) 새 캐시로 시작하세요: appdetail cache clear",
                japanese: "\(problem.path) を移動するか（ファイルは残ります）、新しいキャッシュで始めてください: appdetail cache clear",
                french:
                    "Déplacez \(problem.path) (il est conservé), ou repartez d’un cache neuf : appdetail cache clear",
                german:
                    "Verschiebe \(problem.path) (die Datei bleibt erhalten) oder beginne einen neuen Cache: appdetail cache clear",
                spanish:
                    "Mueve \(problem.path) (se conserva) o empieza una caché nueva: appdetail cache clear",
                simplifiedChinese: "请移走 \(problem.path)（文件会保留），或新建缓存：appdetail cache clear",
                traditionalChinese: "請移走 \(problem.path)（檔案會保留），或新建快取：appdetail cache clear")
        case .update:
            language.text(
                english:
                    "Update appdetail to the version that wrote it, or use another cache with --cache-dir.",
                korean: "캐시를 만든 버전으로 appdetail을 업데이트하거나 --cache-dir로 다른 캐시를 쓰세요.",
                japanese: "キャッシュを書いたバージョンに appdetail をアップデートするか、--cache-dir で別のキャッシュを使ってください。",
                french:
                    "Mettez appdetail à jour vers la version qui l’a écrit, ou utilisez un autre cache avec --cache-dir.",
                german:
                    "Aktualisiere appdetail auf die Version, die ihn geschrieben hat, oder nutze mit --cache-dir einen anderen Cache.",
                spanish: "Actualiza appdetail a la versión que la escribió o usa otra caché con --cache-dir.",
                simplifiedChinese: "请将 appdetail 更新到写入该缓存的版本，或用 --cache-dir 使用其他缓存。",
                traditionalChinese: "請將 appdetail 更新到寫入此快取的版本，或用 --cache-dir 使用其他快取。")
        }
    }
}
