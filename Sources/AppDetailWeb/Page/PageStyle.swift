/// The page's style sheet, served as `/assets/page.css`: one column on a phone, the sections
/// in a readable measure on a desktop, the system's light or dark scheme.
enum PageStyle {
    static let text = #"""
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
        body { margin: 0; }
        .bar { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .5rem 1rem; border-bottom: 1px solid #8884; }
        .bar > * { white-space: nowrap; }
        .bar .home { font-weight: 600; text-decoration: none; color: inherit; }
        #status { color: #888; font-size: .9rem; }
        main, #notes { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
        #notes p { color: #a60; font-size: .9rem; }
        #notes .failure { color: #c00; }
        .section { border-bottom: 1px solid #8883; padding: .75rem 0; }
        .section h2 { font-size: 1.2rem; margin: .25rem 0 .5rem; }
        ol.items { list-style: none; margin: 0; padding: 0; }
        .section-top .item { display: grid; grid-template-columns: auto 1fr; column-gap: 1rem; }
        .section-top .icon { grid-row: span 4; width: 96px; height: 96px; border-radius: 22%; }
        .section-top h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
        .section-top p { margin: 0; }
        .store-link a { font-size: .8rem; overflow-wrap: anywhere; }
        .section-summary ol.items, .section-screenshot ol.items { display: flex; gap: .75rem; overflow-x: auto; }
        .item-badge { display: flex; flex-direction: column; min-width: 6rem; text-align: center; }
        .item-badge .header, .item-badge .footer, .meta, .label { color: #888; font-size: .85rem; }
        .item-badge .value { font-weight: 600; font-size: 1.1rem; }
        .item-screenshot img { max-height: 20rem; border-radius: .5rem; }
        .text { white-space: pre-line; overflow-wrap: anywhere; }
        .item-information, .item-purchase, .item-rating-bar { display: flex; gap: 1rem; justify-content: space-between; padding: .25rem 0; }
        .item-information .value { text-align: end; display: flex; flex-direction: column; }
        .item-review, .item-release, .item-event, .item-privacy { padding: .5rem 0; }
        .item-review h3, .item-event h3 { margin: .2rem 0; font-size: 1rem; }
        .stars { color: #f90; letter-spacing: .1em; }
        .section-moreByDeveloper ol.items, .section-similarApps ol.items { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .75rem; }
        .item-app-card a { display: flex; gap: .5rem; align-items: center; }
        .item-app-card .icon { width: 48px; height: 48px; border-radius: 22%; }
        .item-app-card .meta { display: block; }
        .item-rating-bar meter { flex: 1; }
        .item-followed { display: grid; grid-template-columns: minmax(10rem, 2fr) 3rem 3fr; gap: .25rem 1rem; padding: .5rem 0; border-bottom: 1px solid #8882; }
        .item-followed .store { color: #888; }
        .item-followed .change, .item-followed .note { grid-column: 1 / -1; color: #888; font-size: .9rem; }
        @media (max-width: 40rem) {
          .item-followed { grid-template-columns: 1fr auto; }
          .item-followed .figures { grid-column: 1 / -1; }
        }
        .section-whole h1 { margin: .25rem 0; font-size: 1.5rem; overflow-wrap: anywhere; }
        .item-storefront { display: grid; grid-template-columns: minmax(10rem, 1fr) 3fr; gap: .25rem 1rem; padding: .4rem 0; border-bottom: 1px solid #8882; }
        .item-storefront .code { color: #888; font-variant-numeric: tabular-nums; }
        .item-storefront .figures { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        .item-storefront .figures.stale, .item-storefront .note { color: #888; }
        @media (max-width: 40rem) { .item-storefront { grid-template-columns: 1fr; } }
        nav.links { max-width: 60rem; margin: .5rem auto 0; padding: 0 1rem; display: flex; flex-wrap: wrap; gap: .75rem; }
        nav.links a[aria-current="page"] { font-weight: 600; color: inherit; text-decoration: none; }
        svg.trend { display: block; width: 100%; height: auto; max-height: 10rem; }
        svg.trend path { fill: none; stroke: #06c; stroke-width: 1.5; }
        svg.trend circle { fill: #06c; }
        svg.trend text { font-size: 11px; fill: #888; dominant-baseline: middle; }
        svg.trend .release { stroke: #c33; stroke-dasharray: 3 3; }
        .item-change { display: flex; gap: 1rem; padding: .2rem 0; }
        #search-form { max-width: 60rem; margin: 1rem auto 0; padding: 0 1rem; display: flex; flex-direction: column; gap: .3rem; }
        #search { font: inherit; padding: .5rem; }
        button { font: inherit; padding: .3rem .8rem; }
        :focus-visible { outline: 2px solid #06c; outline-offset: 2px; }

        """#
}
