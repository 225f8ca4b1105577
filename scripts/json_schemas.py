#!/usr/bin/env python3
"""Writes the JSON Schemas (draft 2020-12) of the documents `--format json` prints.

One schema per document in Schemas/<document>.schema.json, each whole in itself (its shared
parts — a store, a freshness, a price, an app summary, a review — copied in from one definition
here, so that `appdetail schema <document>` prints something a validator takes alone). The
binary carries the same texts: the EmbedSchemas build-tool plugin (Plugins/) writes them into
the command line's sources at each build. A test validates every document the tests produce against its schema.

Usage: python3 scripts/json_schemas.py [--check]   (--check: fail when the files differ)
"""

import json
import os
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BASE = "urn:appdetail:schema:"

STRING, INTEGER, NUMBER, BOOLEAN = {"type": "string"}, {"type": "integer"}, {"type": "number"}, {"type": "boolean"}
DATE = {"type": "string", "format": "date-time"}


def nullable(schema):
    return {"anyOf": [schema, {"type": "null"}]}


def strings():
    return {"type": "array", "items": STRING}


def obj(required, optional=None, closed=True):
    """An object with `required` keys and `optional` ones (absent or as given)."""
    properties = dict(required)
    properties.update(optional or {})
    schema = {"type": "object", "required": sorted(required), "properties": properties}
    if closed:
        schema["additionalProperties"] = False
    return schema


def ref(name):
    return {"$ref": f"#/$defs/{name}"}


DEFS = {
    "storefront": obj({"country": {"type": "string", "pattern": "^[a-z]{2}$"}},
                      {"language": nullable(STRING)}),
    "freshness": obj({"source": {"enum": ["network", "cache"]}, "fetchedAt": DATE,
                      "staleness": {"enum": ["current", "expired", "servedAfterFailure"]}},
                     {"reason": nullable(STRING), "sample": nullable(BOOLEAN)}),
    "price": obj({"kind": {"enum": ["free", "paid", "unknown"]}},
                 {"amount": nullable(NUMBER), "currency": nullable(STRING), "formatted": nullable(STRING)}),
    "rating": obj({"average": NUMBER, "count": INTEGER}),
    "appSummary": obj({"id": INTEGER, "name": STRING, "developer": STRING, "category": STRING,
                       "price": ref("price")},
                      {"iconURL": nullable(STRING), "rating": nullable(ref("rating"))}),
    "change": obj({"type": {"const": "change"}, "app": INTEGER, "store": STRING, "name": STRING,
                   "observedAt": DATE, "line": STRING,
                   "kind": {"enum": ["figure", "version", "text", "screenshots", "icon", "languages", "chartPlace",
                                     "goneFromStore", "backInStore", "newReviews"]}},
                  {"since": nullable(DATE), "field": nullable(STRING),
                   "before": nullable({"anyOf": [NUMBER, STRING, {"type": "array", "items": STRING}]}),
                   "after": nullable({"anyOf": [NUMBER, STRING, {"type": "array", "items": STRING}]}),
                   "chart": nullable(STRING), "added": nullable(INTEGER), "removed": nullable(INTEGER),
                   "reordered": nullable(BOOLEAN), "stars": nullable({"type": "array", "items": INTEGER}),
                   "reviews": {"type": "array", "items": obj(
                       {"id": STRING, "stars": {"type": "integer", "minimum": 1, "maximum": 5}, "firstSeenAt": DATE},
                       {"title": nullable(STRING), "text": nullable(STRING), "author": nullable(STRING),
                        "version": nullable(STRING), "date": nullable(DATE)})},
                   "usualPerDay": nullable(NUMBER), "conditions": strings()}),
    "failure": obj({"type": {"const": "failure"}, "app": INTEGER, "store": STRING, "reason": STRING,
                    "status": INTEGER}),
    "observation": obj({"type": {"const": "observation"}, "app": INTEGER, "store": STRING, "observedAt": DATE,
                        "lastSeenAt": DATE, "status": {"enum": ["listed", "goneFromStore"]}},
                       {"ratingAverage": nullable(NUMBER), "ratingCount": nullable(INTEGER),
                        "price": nullable(NUMBER), "currency": nullable(STRING), "sizeBytes": nullable(INTEGER),
                        "version": nullable(STRING), "name": nullable(STRING), "developer": nullable(STRING),
                        "genre": nullable(STRING), "ageRating": nullable(STRING),
                        "languages": nullable({"type": "array", "items": STRING}),
                        "screenshots": nullable(INTEGER)}),
    "review": obj({"id": STRING, "author": STRING, "rating": {"type": "integer", "minimum": 1, "maximum": 5},
                   "title": STRING, "body": STRING, "appVersion": nullable(STRING), "date": nullable(DATE)}),
}

PARTY = obj({"name": STRING}, {"id": nullable(INTEGER), "url": nullable(STRING)})
GENRE = obj({"id": INTEGER, "name": STRING})
SHOT = obj({"url": STRING}, {"width": nullable(INTEGER), "height": nullable(INTEGER)})
APP = obj(
    {"id": INTEGER, "bundleId": STRING, "name": STRING, "developer": PARTY, "seller": PARTY,
     "price": ref("price"), "version": STRING, "releaseDate": DATE,
     "ratings": {"type": "object", "additionalProperties": ref("rating")},
     "ageRating": STRING, "advisories": strings(), "primaryGenre": GENRE,
     "genres": {"type": "array", "items": GENRE}, "languages": strings(), "fileSizeBytes": INTEGER,
     "minimumOSVersion": STRING, "description": STRING,
     "screenshots": {"type": "object", "additionalProperties": {"type": "array", "items": SHOT}},
     "supportedDevices": strings(), "storeURL": STRING},
    {"releaseNotes": nullable(STRING), "currentVersionReleaseDate": nullable(DATE), "iconURL": nullable(STRING)})
SECTION = obj({"section": STRING,
               "items": {"type": "array", "items": obj({"kind": STRING}, closed=False)}})


PART_STATE = {"enum": ["loading", "loaded", "failed"]}
PART_OPTIONAL = {"freshness": ref("freshness"), "reason": nullable(STRING)}


def list_part(item):
    return obj({"state": PART_STATE, "items": nullable({"type": "array", "items": item})}, PART_OPTIONAL)


CATEGORY = obj({"identifier": STRING, "title": STRING})
STORE_PAGE = obj(
    {"state": {"enum": ["loading", "loaded", "failed"]}},
    {"freshness": ref("freshness"), "reason": nullable(STRING), "source": nullable(STRING),
     "availability": nullable({"type": "object", "additionalProperties": obj(
         {"state": {"enum": ["present", "empty", "unavailable"]}, "source": STRING},
         {"reason": nullable({"enum": ["noPage", "notInThisForm", "notOnPage", "damaged"]}),
          "detail": nullable(STRING)})}),
     "histogram": nullable(obj({"countsFromOneStar": {"type": "array", "items": INTEGER, "minItems": 5,
                                                      "maxItems": 5},
                                "total": INTEGER, "countsAgreeWithTotal": BOOLEAN})),
     "versionHistory": nullable({"type": "array", "items": obj(
         {"platform": STRING, "versions": {"type": "array", "items": obj(
             {"version": STRING, "notes": STRING}, {"date": nullable(DATE)})}})}),
     "privacyHeader": nullable(STRING),
     "privacy": nullable({"type": "array", "items": obj(
         {"identifier": STRING, "title": STRING, "detail": STRING,
          "categories": {"type": "array", "items": CATEGORY},
          "purposes": {"type": "array", "items": obj({"title": STRING,
                                                      "categories": {"type": "array", "items": CATEGORY}})}})}),
     "inAppPurchases": nullable({"type": "array", "items": obj(
         {"name": STRING, "price": STRING},
         {"renewalPeriod": nullable(STRING), "introOffer": nullable(obj(
             {"mode": STRING, "price": STRING, "period": STRING, "periods": INTEGER}))})}),
     "similarApps": nullable({"type": "array", "items": ref("appSummary")}),
     "moreByDeveloper": nullable({"type": "array", "items": ref("appSummary")}),
     "events": nullable({"type": "array", "items": obj(
         {"id": STRING, "title": STRING, "badge": STRING, "subtitle": STRING},
         {"start": nullable(DATE), "end": nullable(DATE), "url": nullable(STRING)})}),
     "ageRating": nullable(obj({"name": STRING, "advisories": strings()})),
     "chartPosition": nullable(obj({"position": INTEGER, "genreName": STRING, "chart": STRING})),
     "information": nullable({"type": "array", "items": obj(
         {"title": STRING, "summary": STRING,
          "lines": {"type": "array", "items": {"type": "object", "additionalProperties": STRING}},
          "pairs": {"type": "array", "items": strings()}})})})
CHART_PART = obj({"state": PART_STATE}, {**PART_OPTIONAL, "rank": nullable(INTEGER), "chart": nullable(STRING),
                                          "genreId": nullable(INTEGER)})


INDEX_PATH = obj({"section": INTEGER, "item": INTEGER})


def with_defs(schema):
    """`schema` with the shared definitions it uses (and those they use) under `$defs`."""
    defs = {}
    while True:
        text = json.dumps([schema, defs])
        more = {key: value for key, value in DEFS.items() if f"#/$defs/{key}" in text and key not in defs}
        if not more:
            break
        defs.update(more)
    if defs:
        schema["$defs"] = dict(sorted(defs.items()))
    return schema


def list_document(name, title, item):
    """A document that is a list (it has no schemaVersion of its own)."""
    return with_defs({"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": f"{BASE}{name}",
                      "title": title, "type": "array", "items": item})


def document(name, title, version, properties, optional=None):
    required = dict(properties)
    required["schemaVersion"] = {"const": version}
    schema = obj(required, optional)
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": f"{BASE}{name}:{version}",
              "title": title, **schema}
    return with_defs(schema)


DOCUMENTS = {
    "show": document("show", "appdetail show --format json", 3, {
        "storefront": ref("storefront"),
        "parts": obj({"ratingsAndReviews": list_part(ref("review")),
                      "moreByDeveloper": list_part(ref("appSummary")), "chart": CHART_PART},
                     {"storePage": nullable(STORE_PAGE)}),
        "sections": {"type": "array", "items": SECTION}},
        {"app": APP, "freshness": ref("freshness")}),
    "show-several": document("show-several", "appdetail show ID ID … --format json", 2, {
        "storefront": ref("storefront"),
        "apps": {"type": "array", "items": obj({"app": APP, "freshness": ref("freshness"),
                                                "sections": {"type": "array", "items": SECTION}})},
        "notFound": {"type": "array", "items": INTEGER}, "unreadable": {"type": "array", "items": INTEGER},
        "unavailable": {"type": "array", "items": INTEGER}}),
    "reviews": document("reviews", "appdetail reviews --format json", 2, {
        "app": INTEGER, "storefront": ref("storefront"), "page": {"type": "integer", "minimum": 1},
        "sort": {"enum": ["mostrecent", "mosthelpful"]}, "hasNextPage": BOOLEAN, "freshness": ref("freshness"),
        "reviews": {"type": "array", "items": ref("review")}}),
    "search": document("search", "appdetail search --format json", 2, {
        "term": STRING, "storefront": ref("storefront"), "results": {"type": "array", "items": ref("appSummary")},
        "skipped": strings()}, {"freshness": nullable(ref("freshness"))}),
    "top": document("top", "appdetail top --format json", 3, {
        "chart": obj({"kind": STRING, "limit": INTEGER}, {"genre": nullable(obj({"id": INTEGER, "name": STRING}))}),
        "storefront": ref("storefront"), "freshness": ref("freshness"),
        "entries": {"type": "array", "items": obj({"rank": {"type": "integer", "minimum": 1},
                                                   "app": ref("appSummary")})},
        "unrated": {"type": "array", "items": INTEGER}}, {"ratingsError": nullable(STRING)}),
    "developer": document("developer", "appdetail developer --format json", 1, {
        "developer": obj({"id": INTEGER}, {"name": nullable(STRING)}), "storefront": ref("storefront"),
        "freshness": ref("freshness"), "apps": {"type": "array", "items": ref("appSummary")}}),
    "world": document("world", "appdetail world --format json", 1, {
        "app": STRING,
        "whole": obj({"rating": nullable(NUMBER), "ratingCount": INTEGER, "ratedStorefronts": INTEGER,
                      "available": strings(), "notAvailable": strings(), "unanswered": strings()}),
        "storefronts": {"type": "array", "items": obj(
            {"storefront": {"type": "string", "pattern": "^[a-z]{2}$"},
             "region": {"enum": ["africa-middle-east-india", "asia-pacific", "europe", "latin-america",
                                 "us-canada"]},
             "status": {"enum": ["available", "notAvailable", "failed", "notAsked"]}},
            {"name": nullable(STRING), "rating": nullable(ref("rating")), "price": nullable(ref("price")),
             "version": nullable(STRING), "freshness": nullable(ref("freshness")), "reason": nullable(STRING),
             "weekBefore": obj({"at": DATE}, {"rating": nullable(NUMBER), "ratingCount": nullable(INTEGER)})})}}),
    "diff": document("diff", "appdetail diff --format json", 2, {
        "app": INTEGER, "storefront": ref("storefront"), "changed": BOOLEAN,
        "sections": {"type": "array", "items": obj({
            "section": STRING, "removed": strings(), "added": strings(),
            "changed": {"type": "array", "items": obj(
                {"item": STRING, "before": STRING, "after": STRING},
                {"removedLines": nullable(strings()), "addedLines": nullable(strings())})},
            "moved": {"type": "array", "items": obj({"item": STRING, "from": INTEGER, "to": INTEGER})}})},
        "batchUpdate": obj({
            "updateStyle": {"enum": ["reload", "reconfigure", "deleteAndInsert"]},
            "deleteSections": {"type": "array", "items": INTEGER},
            "insertSections": {"type": "array", "items": obj({"at": INTEGER, "section": STRING})},
            "moveSections": {"type": "array", "items": obj({"from": INTEGER, "to": INTEGER})},
            "reloadSections": {"type": "array", "items": INTEGER},
            "deleteItems": {"type": "array", "items": INDEX_PATH},
            "insertItems": {"type": "array", "items": INDEX_PATH},
            "moveItems": {"type": "array", "items": obj({"from": INDEX_PATH, "to": INDEX_PATH})},
            "updateItems": {"type": "array", "items": INDEX_PATH}})}),
    "cache-list": list_document("cache-list", "appdetail cache list --format json", obj(
        {"id": INTEGER, "bundleId": STRING, "name": STRING, "developer": STRING,
         "storefront": ref("storefront"), "fetchedAt": DATE, "bytes": INTEGER, "sample": BOOLEAN})),
    "history": document("history", "appdetail history --format json", 1, {
        "app": INTEGER, "store": STRING, "observations": {"type": "array", "items": ref("observation")},
        "chartPlaces": {"type": "array", "items": obj({"chart": STRING, "observedAt": DATE, "lastSeenAt": DATE},
                                                      {"place": nullable(INTEGER)})},
        "versions": {"type": "array", "items": obj(
            {"version": STRING, "origin": {"enum": ["observed", "storesAccount"]}},
            {"date": nullable(DATE), "notes": nullable(STRING)})},
        "changes": {"type": "array", "items": ref("change")}, "skipped": strings()},
        {"name": nullable(STRING)}),
    "changes": document("changes", "appdetail changes --format json", 1, {
        "since": DATE, "changes": {"type": "array", "items": ref("change")}}),
    "track-list": document("track-list", "appdetail track list --format json", 2, {
        "apps": {"type": "array", "items": obj(
            {"app": INTEGER, "store": STRING, "reviews": BOOLEAN, "since": DATE, "gone": BOOLEAN},
            {"name": nullable(STRING), "lastSeenAt": nullable(DATE), "rating": nullable(NUMBER),
             "ratingWeekBefore": nullable(NUMBER), "ratingCount": nullable(INTEGER), "version": nullable(STRING),
             "versionReleasedAt": nullable(DATE), "price": nullable(NUMBER), "currency": nullable(STRING),
             "chart": nullable(STRING), "chartPlace": nullable(INTEGER), "lastChange": nullable(ref("change"))})}}),
    "track-alert": document("track-alert", "appdetail track run --notify-command's input and --notify-url's body", 1, {
        "text": STRING, "events": {"type": "array", "items": ref("change")},
        "run": obj({"startedAt": DATE, "followed": INTEGER, "observed": INTEGER, "unobserved": INTEGER})}),
    "track-run": document("track-run", "appdetail track run --format json", 2, {
        "startedAt": DATE, "followed": INTEGER, "observed": INTEGER, "skipped": INTEGER, "failed": INTEGER,
        "unobserved": INTEGER, "requests": INTEGER, "partsLeftForLater": INTEGER,
        "changes": {"type": "array", "items": ref("change")},
        "failures": {"type": "array", "items": ref("failure")}},
        {"stoppedBy": nullable(STRING), "limitReached": nullable({"enum": ["requests", "time"]})}),
}


def main():
    texts = {name: json.dumps(schema, indent=2, ensure_ascii=False) + "\n" for name, schema in DOCUMENTS.items()}
    wanted = {ROOT / "Schemas" / f"{name}.schema.json": text for name, text in texts.items()}
    if "--check" in sys.argv:
        stale = [str(path.relative_to(ROOT)) for path, text in wanted.items()
                 if not path.exists() or path.read_text(encoding="utf-8") != text]
        if stale:
            sys.exit("out of date: " + ", ".join(stale) + "; run: python3 scripts/json_schemas.py")
        print(f"json schemas: {len(texts)} documents, the files agree")
        return
    for path, text in wanted.items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        # Replaced whole, never written in place: the folder changes, and the build's
        # EmbedSchemas plugin (which watches the folder) embeds the new text.
        partial = path.with_name(path.name + ".partial")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    print(f"wrote {len(texts)} schemas; swift build embeds them")


if __name__ == "__main__":
    main()
