extension ChartGenre {
    /// The App Store's app genres and game subgenres that have charts, with their names as the
    /// store shows them in each page language (English, Korean, Japanese, French, German,
    /// Spanish, Simplified and Traditional Chinese). A subgenre whose name is also a genre's
    /// (Music, Sports) is found by that name as a game: "music games".
    public static let all: [ChartGenre] = genres + gameSubgenres

    private static let genres: [ChartGenre] = [
        ChartGenre(
            6000, "Business", "비즈니스", "ビジネス", "Économie et entreprise", "Wirtschaft", "Empresa", "商务", "商業"),
        ChartGenre(6001, "Weather", "날씨", "天気", "Météo", "Wetter", "Tiempo", "天气", "天氣"),
        ChartGenre(
            6002, "Utilities", "유틸리티", "ユーティリティ", "Utilitaires", "Dienstprogramme", "Utilidades", "工具", "工具程式"
        ),
        ChartGenre(6003, "Travel", "여행", "旅行", "Voyages", "Reisen", "Viajes", "旅游", "旅遊"),
        ChartGenre(6004, "Sports", "스포츠", "スポーツ", "Sports", "Sport", "Deportes", "体育", "運動"),
        ChartGenre(
            6005, "Social Networking", "소셜 네트워킹", "ソーシャルネットワーキング", "Réseaux sociaux", "Soziale Netze",
            "Redes sociales", "社交", "社交網絡"),
        ChartGenre(
            6006, "Reference", "참고", "辞書/辞典/その他", "Référence", "Nachschlagewerke", "Consulta", "参考", "參考"),
        ChartGenre(
            6007, "Productivity", "생산성", "仕事効率化", "Productivité", "Produktivität", "Productividad", "效率",
            "生產力"),
        ChartGenre(
            6008, "Photo & Video", "사진 및 비디오", "写真/ビデオ", "Photo et vidéo", "Foto und Video", "Foto y vídeo",
            "摄影与录像", "相片與影片"),
        ChartGenre(6009, "News", "뉴스", "ニュース", "Actualités", "Nachrichten", "Noticias", "新闻", "新聞"),
        ChartGenre(
            6010, "Navigation", "내비게이션", "ナビゲーション", "Navigation", "Navigation", "Navegación", "导航", "導航"),
        ChartGenre(6011, "Music", "음악", "ミュージック", "Musique", "Musik", "Música", "音乐", "音樂"),
        ChartGenre(
            6012, "Lifestyle", "라이프스타일", "ライフスタイル", "Style de vie", "Lifestyle", "Estilo de vida", "生活",
            "生活風格"),
        ChartGenre(
            6013, "Health & Fitness", "건강 및 피트니스", "ヘルスケア/フィットネス", "Forme et santé", "Gesundheit und Fitness",
            "Salud y forma física", "健康健美", "健康與健身"),
        ChartGenre(6014, "Games", "게임", "ゲーム", "Jeux", "Spiele", "Juegos", "游戏", "遊戲"),
        ChartGenre(6015, "Finance", "금융", "ファイナンス", "Finances", "Finanzen", "Finanzas", "财务", "理財"),
        ChartGenre(
            6016, "Entertainment", "엔터테인먼트", "エンターテインメント", "Divertissement", "Unterhaltung",
            "Entretenimiento",
            "娱乐", "娛樂"),
        ChartGenre(6017, "Education", "교육", "教育", "Éducation", "Bildung", "Educación", "教育", "教育"),
        ChartGenre(6018, "Books", "도서", "ブック", "Livres", "Bücher", "Libros", "图书", "書籍"),
        ChartGenre(6020, "Medical", "의료", "メディカル", "Médecine", "Medizin", "Medicina", "医疗", "醫藥"),
        ChartGenre(
            6021, "Magazines & Newspapers", "잡지 및 신문", "雑誌/新聞", "Journaux et magazines",
            "Zeitungen und Zeitschriften", "Revistas y periódicos", "报刊杂志", "報章雜誌"),
        ChartGenre(
            6023, "Food & Drink", "음식 및 음료", "フード/ドリンク", "Cuisine et boissons", "Essen und Trinken",
            "Comida y bebida", "美食佳饮", "美食佳飲"),
        ChartGenre(6024, "Shopping", "쇼핑", "ショッピング", "Shopping", "Shopping", "Compras", "购物", "購物"),
        ChartGenre(
            6026, "Developer Tools", "개발자 도구", "開発ツール", "Outils de développement", "Entwickler-Tools",
            "Herramientas para desarrolladores", "开发者工具", "開發者工具"),
        ChartGenre(
            6027, "Graphics & Design", "그래픽 및 디자인", "グラフィック/デザイン", "Graphisme et design", "Grafik und Design",
            "Diseño gráfico", "图形和设计", "圖像與設計"),
    ]

    /// Game subgenres: English, Korean and Japanese names; the other languages show English.
    private static let gameSubgenres: [ChartGenre] = [
        ChartGenre(game: 7001, "Action", "액션", "アクション"),
        ChartGenre(game: 7002, "Adventure", "어드벤처", "アドベンチャー"),
        ChartGenre(game: 7003, "Casual", "캐주얼", "カジュアル", also: ["Arcade"]),
        ChartGenre(game: 7004, "Board", "보드", "ボード"),
        ChartGenre(game: 7005, "Card", "카드", "カード"),
        ChartGenre(game: 7006, "Casino", "카지노", "カジノ"),
        ChartGenre(game: 7009, "Family", "가족", "ファミリー"),
        ChartGenre(game: 7011, "Music", "음악", "ミュージック", also: ["Music Games"]),
        ChartGenre(game: 7012, "Puzzle", "퍼즐", "パズル"),
        ChartGenre(game: 7013, "Racing", "레이싱", "レース"),
        ChartGenre(game: 7014, "Role Playing", "롤플레잉", "ロールプレイング"),
        ChartGenre(game: 7015, "Simulation", "시뮬레이션", "シミュレーション"),
        ChartGenre(game: 7016, "Sports", "스포츠", "スポーツ", also: ["Sports Games"]),
        ChartGenre(game: 7017, "Strategy", "전략", "ストラテジー"),
        ChartGenre(game: 7018, "Trivia", "퀴즈", "クイズ"),
        ChartGenre(game: 7019, "Word", "단어", "言葉"),
    ]
}
