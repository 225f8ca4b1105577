import AppDetailDomain

extension RemedyWords {
    /// What to do about a cache that cannot be used.
    func cacheHint(_ problem: CacheReason) -> String {
        switch problem.remedy {
        case .chooseAnotherPlace:
            language.text(
                english: "", korean: "캐시 폴더가 있고 쓸 수 있는지 확인하거나 다른 곳을 고르세요.",
                japanese: "キャッシュのフォルダが存在し書き込めるか確認するか、別の場所を選んでください。",
                french:
                    "Vérifiez que le dossier du cache existe et est accessible en écriture, ou choisissez-en un autre.",
                german:
                    "Prüfe, ob der Ordner des Cache existiert und beschreibbar ist, oder wähle einen anderen.",
                spanish: "Comprueba que la carpeta de la caché existe y se puede escribir, o elige otra.",
                simplifiedChinese: "请确认缓存文件夹存在且可写，或选择其他位置。", traditionalChinese: "請確認快取資料夾存在且可寫入，或選擇其他位置。")
        case .waitForOtherProcess:
            language.text(
                english: "", korean: "캐시를 쓰는 다른 프로그램이 끝날 때까지 기다린 뒤 다시 시도하세요.",
                japanese: "キャッシュを使っている別のプログラムが終わるのを待ってから、もう一度お試しください。",
                french: "Attendez que l’autre programme qui utilise le cache ait fini, puis réessayez.",
                german:
                    "Warte, bis das andere Programm mit dem Cache fertig ist, und versuche es dann erneut.",
                spanish: "Espera a que termine el otro programa que usa la caché y vuelve a intentarlo.",
                simplifiedChinese: "请等待正在使用缓存的其他程序结束后重试。", traditionalChinese: "請等待正在使用快取的其他程式結束後再試一次。")
        case .startAfresh:
            language.text(
                english: "", korean: "\(problem.path)을(를) 다른 곳으로 옮기거나(파일은 보관됩니다) 캐시를 비워 새로 시작하세요.",
                japanese: "\(problem.path) を移動するか（ファイルは残ります）、キャッシュを消去して新しく始めてください。",
                french: "Déplacez \(problem.path) (il est conservé) ou videz le cache pour repartir de zéro.",
                german:
                    "Verschiebe \(problem.path) (die Datei bleibt erhalten) oder leere den Cache, um neu anzufangen.",
                spanish: "Mueve \(problem.path) (se conserva) o vacía la caché para empezar de nuevo.",
                simplifiedChinese: "请移走 \(problem.path)（文件会保留），或清空缓存重新开始。",
                traditionalChinese: "請移走 \(problem.path)（檔案會保留），或清除快取重新開始。")
        case .update:
            language.text(
                english: "", korean: "캐시를 만든 더 새로운 버전으로 업데이트하거나 다른 캐시 폴더를 고르세요.",
                japanese: "キャッシュを書いた新しいバージョンにアップデートするか、別のキャッシュフォルダを選んでください。",
                french:
                    "Passez à la version plus récente qui a écrit ce cache, ou choisissez un autre dossier de cache.",
                german:
                    "Aktualisiere auf die neuere Version, die den Cache geschrieben hat, oder wähle einen anderen Ordner.",
                spanish:
                    "Actualiza a la versión más reciente que escribió la caché o elige otra carpeta de caché.",
                simplifiedChinese: "请更新到写入该缓存的较新版本，或选择其他缓存文件夹。",
                traditionalChinese: "請更新到寫入此快取的較新版本，或選擇其他快取資料夾。")
        }
    }

    /// What to give instead of input that was refused.
    func inputHint(_ remedy: Remedy) -> String {
        switch remedy {
        case .giveACountry(let suggested?):
            return language.text(
                english: "", korean: "\(suggested)을(를) 말씀하신 건가요?", japanese: "\(suggested) のことですか？",
                french: "Vouliez-vous dire \(suggested) ?", german: "Meintest du \(suggested)?",
                spanish: "¿Quisiste decir \(suggested)?", simplifiedChinese: "您是指 \(suggested) 吗？",
                traditionalChinese: "您是指 \(suggested) 嗎？")
        case .giveACountry:
            return language.text(
                english: "", korean: "us, kr, jp, fr 같은 두 글자 코드를 쓰세요.",
                japanese: "us、kr、jp、fr のような2文字のコードを使ってください。",
                french: "Utilisez un code de deux lettres comme us, kr, jp ou fr.",
                german: "Nutze einen Code aus zwei Buchstaben wie us, kr, jp oder fr.",
                spanish: "Usa un código de dos letras como us, kr, jp o fr.",
                simplifiedChinese: "请使用两个字母的代码，如 us、kr、jp 或 fr。",
                traditionalChinese: "請使用兩個字母的代碼，如 us、kr、jp 或 fr。")
        case .chooseInRange(let range):
            let (low, high) = (range.lowerBound, range.upperBound)
            return language.text(
                english: "", korean: "\(low)부터 \(high)까지의 수를 고르세요.", japanese: "\(low)から\(high)までの数を選んでください。",
                french: "Choisissez un nombre de \(low) à \(high).",
                german: "Wähle eine Zahl von \(low) bis \(high).",
                spanish: "Elige un número del \(low) al \(high).",
                simplifiedChinese: "请选择 \(low) 到 \(high) 之间的数字。",
                traditionalChinese: "請選擇 \(low) 到 \(high) 之間的數字。")
        case .chooseAGenre(let suggestions) where !suggestions.isEmpty:
            let names = suggestions.joined(separator: ", ")
            return language.text(
                english: "", korean: "\(names)을(를) 말씀하신 건가요?", japanese: "\(names) のことですか？",
                french: "Vouliez-vous dire \(names) ?", german: "Meintest du \(names)?",
                spanish: "¿Quisiste decir \(names)?", simplifiedChinese: "您是指 \(names) 吗？",
                traditionalChinese: "您是指 \(names) 嗎？")
        case .giveAnApp:
            return language.text(
                english: "", korean: "앱의 스토어 링크, 링크 속 숫자(…/id284882215), 또는 com.example.app 같은 번들 ID를 주세요.",
                japanese: "Appのストアのリンク、その中の数字（…/id284882215）、または com.example.app のようなバンドルIDを指定してください。",
                french:
                    "Donnez le lien de l’app, le nombre qu’il contient (…/id284882215) ou un bundle id comme com.example.app.",
                german:
                    "Gib den Store-Link der App, die Zahl darin (…/id284882215) oder eine Bundle-ID wie com.example.app an.",
                spanish:
                    "Indica el enlace de la app, el número que contiene (…/id284882215) o un bundle id como com.example.app.",
                simplifiedChinese: "请提供 App 的商店链接、其中的数字（…/id284882215）或 com.example.app 这样的 Bundle ID。",
                traditionalChinese: "請提供 App 的商店連結、其中的數字（…/id284882215）或 com.example.app 這樣的 Bundle ID。")
        case .giveALanguage:
            return language.text(
                english: "", korean: "en, ko, ja, fr, de, es, zh-Hans, zh-Hant 같은 언어 코드를 쓰세요.",
                japanese: "en、ko、ja、fr、de、es、zh-Hans、zh-Hant のような言語コードを使ってください。",
                french: "Utilisez un code de langue comme en, ko, ja, fr, de, es, zh-Hans ou zh-Hant.",
                german: "Nutze einen Sprachcode wie en, ko, ja, fr, de, es, zh-Hans oder zh-Hant.",
                spanish: "Usa un código de idioma como en, ko, ja, fr, de, es, zh-Hans o zh-Hant.",
                simplifiedChinese: "请使用语言代码，如 en、ko、ja、fr、de、es、zh-Hans 或 zh-Hant。",
                traditionalChinese: "請使用語言代碼，如 en、ko、ja、fr、de、es、zh-Hans 或 zh-Hant。")
        case .checkIDAndStore:
            return language.text(
                english: "", korean: "ID와 스토어를 확인하세요.", japanese: "IDとストアを確認してください。",
                french: "Vérifiez l’identifiant et la boutique.", german: "Prüfe die ID und den Store.",
                spanish: "Comprueba el id y la tienda.", simplifiedChinese: "请检查 ID 和商店。",
                traditionalChinese: "請檢查 ID 和商店。")
        case .typeAName:
            return language.text(
                english: "", korean: "“naver map”처럼 앱 이름 몇 단어를 입력하세요.",
                japanese: "「naver map」のように、Appの名前を数語入力してください。",
                french: "Tapez quelques mots du nom de l’app, comme « naver map ».",
                german: "Gib ein paar Wörter des App-Namens ein, etwa „naver map“.",
                spanish: "Escribe unas palabras del nombre de la app, como «naver map».",
                simplifiedChinese: "请输入 App 名称中的几个词，如“naver map”。",
                traditionalChinese: "請輸入 App 名稱中的幾個字，如「naver map」。")
        case .chooseStorefronts(let suggestions):
            return storefrontsHint(suggestions)
        default:
            return language.text(
                english: "", korean: "Finance, Games, Puzzle 같은 장르 이름이나 장르 ID(6015)를 쓰세요.",
                japanese: "Finance、Games、Puzzle のようなジャンル名か、そのID（6015）を使ってください。",
                french:
                    "Utilisez le nom d’un genre, comme Finance, Games ou Puzzle, ou son identifiant (6015).",
                german: "Nutze den Namen eines Genres wie Finance, Games oder Puzzle oder seine ID (6015).",
                spanish: "Usa el nombre de un género, como Finance, Games o Puzzle, o su id (6015).",
                simplifiedChinese: "请使用类别名称，如 Finance、Games 或 Puzzle，或其 ID（6015）。",
                traditionalChinese: "請使用類別名稱，如 Finance、Games 或 Puzzle，或其 ID（6015）。")
        }
    }

    /// Naming storefronts: the nearest names when there are some, then how they are named.
    private func storefrontsHint(_ suggestions: [String]) -> String {
        guard language != .english else { return Remedy.chooseStorefronts(suggestions: suggestions).hint }
        let groups = StorefrontGroup.all.map(\.name).joined(separator: ", ")
        let how = language.text(
            english: "", korean: "스토어는 코드(kr,jp,us)나 묶음 이름으로 고르세요: \(groups).",
            japanese: "ストアはコード（kr,jp,us）かグループ名で指定してください：\(groups)。",
            french: "Nommez les boutiques par leur code (kr,jp,us) ou un groupe : \(groups).",
            german: "Nenne Stores mit ihrem Code (kr,jp,us) oder einer Gruppe: \(groups).",
            spanish: "Nombra las tiendas por su código (kr,jp,us) o un grupo: \(groups).",
            simplifiedChinese: "请用代码（kr,jp,us）或分组名称指定商店：\(groups)。",
            traditionalChinese: "請用代碼（kr,jp,us）或群組名稱指定商店：\(groups)。")
        guard !suggestions.isEmpty else { return how }
        return inputHint(.chooseAGenre(suggestions: suggestions)) + " " + how
    }
}
