import Foundation

/// A few real apps, written for this project from their public App Store listings (ids, names,
/// sellers, versions, sizes, ratings, screenshot and icon URLs as those listings gave them), with
/// descriptions and release notes of our own. They seed an empty cache so that `appdetail show`
/// has something to show on a machine with no network; the command says when it shows them.
///
/// The answers are in the Lookup API's own format, so they go through the same import, mapping
/// and cache as live answers. Only the fields the page uses are kept.
enum SampleCatalog {
    /// When this catalog was written; sample entries carry it as their fetch time (the cache
    /// marks them as samples: nothing is told from this time).
    static let capturedAt = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00:00Z

    /// One single-result Lookup answer per app.
    static let answers: [String] = [appleDeveloper, naverMap, kakaoWebtoon]

    private static let appleDeveloper = #"""
        {"resultCount": 1, "results": [{
          "kind": "software", "wrapperType": "software",
          "trackId": 640199958, "trackName": "Apple Developer", "trackCensoredName": "Apple Developer",
          "bundleId": "developer.apple.wwdc-Release",
          "artistId": 284417353, "artistName": "Apple", "sellerName": "Apple Inc.",
          "sellerUrl": "https://developer.apple.com/",
          "artistViewUrl": "https://apps.apple.com/us/developer/apple/id284417353",
          "trackViewUrl": "https://apps.apple.com/us/app/apple-developer/id640199958",
          "price": 0, "currency": "USD", "formattedPrice": "Free",
          "version": "8.0", "fileSizeBytes": "35975168", "minimumOsVersion": "12.4",
          "releaseDate": "2013-06-03T13:41:42Z", "currentVersionReleaseDate": "2019-11-18T23:36:32Z",
          "averageUserRating": 4, "userRatingCount": 1225,
          "averageUserRatingForCurrentVersion": 4.5, "userRatingCountForCurrentVersion": 41,
          "primaryGenreId": 6006, "primaryGenreName": "Reference", "genreIds": ["6006"], "genres": ["Reference"],
          "contentAdvisoryRating": "4+", "trackContentRating": "4+", "advisories": [],
          "languageCodesISO2A": ["EN", "JA", "KO", "ZH"],
          "features": ["iosUniversal"], "isGameCenterEnabled": false,
          "supportedDevices": ["iPhone5s-iPhone5s", "iPadAir-iPadAir", "Watch4-Watch4"],
          "artworkUrl60": "https://is2-ssl.mzstatic.com/image/thumb/Purple123/v4/96/e9/de/96e9dea6-de5a-835e-de4a-c71124f03430/source/60x60bb.jpg",
          "artworkUrl100": "https://is2-ssl.mzstatic.com/image/thumb/Purple123/v4/96/e9/de/96e9dea6-de5a-835e-de4a-c71124f03430/source/100x100bb.jpg",
          "artworkUrl512": "https://is2-ssl.mzstatic.com/image/thumb/Purple123/v4/96/e9/de/96e9dea6-de5a-835e-de4a-c71124f03430/source/512x512bb.jpg",
          "screenshotUrls": [
            "https://is3-ssl.mzstatic.com/image/thumb/Purple123/v4/82/c2/66/82c266d8-e877-e3b7-2940-0efe2cf8a163/pr_source.png/392x696bb.png",
            "https://is4-ssl.mzstatic.com/image/thumb/Purple113/v4/70/ab/34/70ab3413-eab6-7e2c-0dbe-18cb78bdef68/pr_source.png/392x696bb.png"],
          "ipadScreenshotUrls": [
            "https://is5-ssl.mzstatic.com/image/thumb/Purple113/v4/3f/51/0d/3f510d8f-4c4b-a22b-2ca8-170d0a4be941/pr_source.png/552x414bb.png"],
          "appletvScreenshotUrls": [],
          "releaseNotes": "Sample data written for appdetail: this version added a Discover tab, a reworked search, Dark Mode and Korean.",
          "description": "Sample data written for appdetail, not Apple's own text.\n\nApple's app for people who build for its platforms: developer news and articles, session videos from WWDC and other events, and enrollment in the Apple Developer Program where it is offered. Videos can be downloaded to watch offline, and the schedule of a live event follows your time zone."
        }]}
        """#

    private static let naverMap = #"""
        {"resultCount": 1, "results": [{
          "kind": "software", "wrapperType": "software",
          "trackId": 311867728, "trackName": "NAVER Map, Navigation", "trackCensoredName": "NAVER Map, Navigation",
          "bundleId": "com.nhncorp.NaverMap",
          "artistId": 311867731, "artistName": "NAVER Corp.", "sellerName": "NAVER Corp.",
          "sellerUrl": "http://mobile.naver.com/service/map",
          "artistViewUrl": "https://apps.apple.com/kr/developer/naver-corp/id311867731",
          "trackViewUrl": "https://apps.apple.com/kr/app/naver-map-navigation/id311867728",
          "price": 0.0, "currency": "KRW", "formattedPrice": "무료",
          "version": "5.28.3", "fileSizeBytes": "271580160", "minimumOsVersion": "15.0",
          "releaseDate": "2009-05-01T07:00:00Z", "currentVersionReleaseDate": "2024-08-07T15:36:59Z",
          "averageUserRating": 2.01013, "userRatingCount": 22714,
          "averageUserRatingForCurrentVersion": 2.01013, "userRatingCountForCurrentVersion": 22714,
          "primaryGenreId": 6010, "primaryGenreName": "Navigation", "genreIds": ["6010", "6003"],
          "genres": ["내비게이션", "여행"],
          "contentAdvisoryRating": "4+", "trackContentRating": "4+", "advisories": [],
          "languageCodesISO2A": ["EN", "JA", "KO", "ZH"],
          "features": ["iosUniversal"], "isGameCenterEnabled": false,
          "supportedDevices": ["iPhone5s-iPhone5s", "iPadAir-iPadAir", "iPadMiniRetina-iPadMiniRetina"],
          "artworkUrl60": "https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/8a/4a/d4/8a4ad4a5-ef2a-cd8f-02c2-aa2e411dbf53/AppIcon-0-0-1x_U007epad-0-0-sRGB-85-220.png/60x60bb.jpg",
          "artworkUrl100": "https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/8a/4a/d4/8a4ad4a5-ef2a-cd8f-02c2-aa2e411dbf53/AppIcon-0-0-1x_U007epad-0-0-sRGB-85-220.png/100x100bb.jpg",
          "artworkUrl512": "https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/8a/4a/d4/8a4ad4a5-ef2a-cd8f-02c2-aa2e411dbf53/AppIcon-0-0-1x_U007epad-0-0-sRGB-85-220.png/512x512bb.jpg",
          "screenshotUrls": [
            "https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/d7/82/ef/d782efa0-046a-3f37-71b1-0f128f37c527/3024bf2e-049b-415c-a128-1de3f938e100_Page1_375_kr.png/392x696bb.png",
            "https://is1-ssl.mzstatic.com/image/thumb/Purple221/v4/4e/13/03/4e13035b-f639-859b-be11-d85565deb13d/d6dc71af-c78b-41ab-b05d-dd076ac01226_Page2_375_kr.png/392x696bb.png"],
          "ipadScreenshotUrls": [
            "https://is1-ssl.mzstatic.com/image/thumb/Purple211/v4/30/c0/09/30c009e0-775c-7953-c569-6eb51ed25f7d/ac9eae7c-0ad8-4b09-aba7-4cd9c6cba747_Page1_ipad_kr.png/576x768bb.png"],
          "appletvScreenshotUrls": [],
          "releaseNotes": "appdetail 예시 데이터입니다. 이 버전은 장소 화면의 닫기 버튼 오류를 고쳤습니다.",
          "description": "appdetail을 위해 직접 쓴 예시 설명이며, 네이버의 원문이 아닙니다.\n\n국내 지도와 길찾기 앱입니다. 장소와 주소, 버스와 지하철을 한 검색창에서 찾고, 실시간 교통 정보를 반영한 내비게이션으로 목적지까지 안내합니다. 저장한 장소는 목록으로 모아 둘 수 있습니다."
        }]}
        """#

    private static let kakaoWebtoon = #"""
        {"resultCount": 1, "results": [{
          "kind": "software", "wrapperType": "software",
          "trackId": 736602666, "trackName": "카카오웹툰 – KAKAO WEBTOON", "trackCensoredName": "카카오웹툰 – KAKAO WEBTOON",
          "bundleId": "net.daum.webtoon",
          "artistId": 407744771, "artistName": "Kakao Entertainment Corp.", "sellerName": "Kakao Entertainment Corp.",
          "artistViewUrl": "https://apps.apple.com/kr/developer/kakao-entertainment-corp/id407744771",
          "trackViewUrl": "https://apps.apple.com/kr/app/kakao-webtoon/id736602666",
          "price": 0.0, "currency": "KRW", "formattedPrice": "무료",
          "version": "3.3.3", "fileSizeBytes": "63489024", "minimumOsVersion": "13.0",
          "releaseDate": "2013-12-05T07:04:24Z", "currentVersionReleaseDate": "2022-02-09T13:55:58Z",
          "averageUserRating": 4.12202, "userRatingCount": 27543,
          "averageUserRatingForCurrentVersion": 4.12202, "userRatingCountForCurrentVersion": 27543,
          "primaryGenreId": 6016, "primaryGenreName": "Entertainment", "genreIds": ["6016", "6018"],
          "genres": ["엔터테인먼트", "도서"],
          "contentAdvisoryRating": "12+", "trackContentRating": "12+",
          "advisories": ["드문/경미한 잔혹/공포 테마", "드문/경미한 만화 또는 비현실적 폭력"],
          "languageCodesISO2A": ["EN", "FR", "ID", "KO", "ZH", "TH", "ZH"],
          "features": ["iosUniversal"], "isGameCenterEnabled": false,
          "supportedDevices": ["iPhone5s-iPhone5s", "iPadAir-iPadAir"],
          "artworkUrl60": "https://is4-ssl.mzstatic.com/image/thumb/Purple116/v4/f2/b9/e0/f2b9e037-5bc9-505a-fe81-f5b7f7a88617/source/60x60bb.jpg",
          "artworkUrl100": "https://is4-ssl.mzstatic.com/image/thumb/Purple116/v4/f2/b9/e0/f2b9e037-5bc9-505a-fe81-f5b7f7a88617/source/100x100bb.jpg",
          "artworkUrl512": "https://is4-ssl.mzstatic.com/image/thumb/Purple116/v4/f2/b9/e0/f2b9e037-5bc9-505a-fe81-f5b7f7a88617/source/512x512bb.jpg",
          "screenshotUrls": [
            "https://is1-ssl.mzstatic.com/image/thumb/PurpleSource126/v4/28/dd/03/28dd031b-b601-b5b5-81f7-55e5f112795b/4b5f885a-12c5-46c7-ab78-850c90a24c19_B01_5.5_iphone678.jpg/392x696bb.jpg"],
          "ipadScreenshotUrls": [
            "https://is5-ssl.mzstatic.com/image/thumb/PurpleSource116/v4/d2/7e/ab/d27eab2b-e53d-3cec-e485-2161a0209028/348e3643-0179-4799-a5ea-12b1aa49f03e_C01_ipad.jpg/576x768bb.jpg"],
          "appletvScreenshotUrls": [],
          "releaseNotes": "appdetail 예시 데이터입니다. 이 버전은 안정성을 높였습니다.",
          "description": "appdetail을 위해 직접 쓴 예시 설명이며, 카카오엔터테인먼트의 원문이 아닙니다.\n\n다음웹툰을 이어받은 웹툰 앱입니다. 날마다 새 회차가 올라오고, 기다리면 충전되는 이용권으로 유료 회차를 볼 수 있습니다."
        }]}
        """#
}
