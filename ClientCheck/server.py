# The store on loopback for the client check, from the shared fixtures: Duolingo's whole page of
# today (its listing assembled from another app's lookup with Duolingo's name, ids and counts, as
# the fixtures hold no lookup of it), review pages that page (real Chinese and French pages of
# one app), Hong Kong's top free chart with its 100-app lookup, a real search answer. GET /slow?s=N
# makes the store page take N seconds from then on; GET /bump moves Duolingo's listing on a day.
import http.server, json, os, pathlib, re, sys, time, urllib.parse
F = str(pathlib.Path(__file__).resolve().parent.parent.parent / 'shared/fixtures')
base = json.load(open(F + '/itunes/lookup/640199958.json'))
r = base['results'][0]
r.update(trackId=570060128, trackName='Duolingo: Language Lessons', artistId=570060151, artistName='Duolingo',
         sellerName='Duolingo, Inc', userRatingCount=5309734, averageUserRating=4.7,
         trackViewUrl='https://apps.apple.com/us/app/id570060128')
duo = json.dumps(base).encode()
whole = open(F + '/appstore-page/page-whole/570060128_us.html', 'rb').read()
multi = json.load(open(F + '/itunes/lookup-multi/hk_top100_2024.json'))
slow = {'page': 0.0}
class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def send(self, code, body, ct='application/json'):
        try:
            self.send_response(code); self.send_header('Content-Type', ct)
            self.send_header('Content-Length', str(len(body))); self.end_headers(); self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError): pass
    def do_GET(self):
        u = urllib.parse.urlparse(self.path); q = dict(urllib.parse.parse_qsl(u.query)); p = u.path
        if p == '/slow':
            slow['page'] = float(q.get('s', '0')); return self.send(200, b'{}')
        if p == '/bump':  # a new day at the store: more ratings, a new version
            global duo
            r['userRatingCount'] += 1234; r['version'] = r['version'] + '.1'
            duo = json.dumps(base).encode(); return self.send(200, b'{}')
        if p == '/lookup':
            ids = q.get('id', '')
            if q.get('entity') == 'software': return self.send(200, b'{"resultCount":0,"results":[]}')
            if ',' in ids:
                want = ids.split(','); res = [x for x in multi['results'] if str(x.get('trackId')) in want]
                return self.send(200, json.dumps({'resultCount': len(res), 'results': res}).encode())
            if ids == '570060128': return self.send(200, duo)
            f = F + '/itunes/lookup/' + ids + '.json'
            return self.send(200, open(f, 'rb').read()) if os.path.exists(f) else self.send(200, b'{"resultCount":0,"results":[]}')
        if p == '/search':
            return self.send(200, open(F + '/itunes/responses/mas-cli__mas__slack.json', 'rb').read())
        if re.match(r'^/[a-z]{2}/app/id570060128$', p):
            time.sleep(slow['page']); return self.send(200, whole, 'text/html')
        m = re.search(r'/rss/customerreviews/page=(\d+)/id=(\d+)', p)
        if m:
            page, app = m.groups()
            f = F + '/itunes/reviews/%s_gb_%s.json' % (app, page) if app == '1510826067' else F + '/itunes/reviews/570060128_us_1.json'
            if app == '570060128' and page != '1': f = F + '/itunes/reviews/empty_page_gb.json'
            if app == '497799835':
                f = F + '/itunes/reviews/' + {'1': '497799835_cn_5', '2': '497799835_cn_10', '3': '497799835_fr_1'}.get(page, 'empty_page_gb') + '.json'
            return self.send(200, open(f, 'rb').read()) if os.path.exists(f) else self.send(200, open(F + '/itunes/reviews/empty_page_gb.json', 'rb').read())
        if '/rss/topfreeapplications/' in p:
            return self.send(200, open(F + '/itunes/charts/hk_topfreeapplications_100_2024.json', 'rb').read())
        self.send(404, b'')
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
