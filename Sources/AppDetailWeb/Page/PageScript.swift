/// The page's one script, served as `/assets/page.js`: it listens to the page's stream and
/// applies each state's batch update to the elements by their keys — deletes at the page as it
/// was, then sections and items placed at their new positions in ascending order, then the
/// changed items' contents — never rebuilding the page but for a stream's first state.
///
/// Every markup it inserts was written (and its store text escaped) by the server; the notes
/// and the status line are set as text. After each update it fires `appdetail:applied` on the
/// document, which the browser tests wait for.
enum PageScript {
    static let text = #"""
        "use strict";
        (() => {
          const page = document.getElementById("page");
          if (!page) return;
          const status = document.getElementById("status");
          const notes = document.getElementById("notes");
          const refresh = document.getElementById("refresh");
          const token = document.querySelector('meta[name="appdetail-token"]').content;
          let session = null;
          let shownNotes = "";

          const element = (html) => {
            const template = document.createElement("template");
            template.innerHTML = html;
            return template.content.firstElementChild;
          };
          const content = (html) => {
            const template = document.createElement("template");
            template.innerHTML = html;
            return template.content;
          };
          const sections = () => new Map([...page.children].map((node) => [node.dataset.section, node]));
          const items = () => new Map([...page.querySelectorAll("li[data-key]")].map((node) => [node.dataset.key, node]));
          const place = (parent, node, index) => parent.insertBefore(node, parent.children[index] || null);
          const say = (text) => { if (status.textContent !== text) status.textContent = text; };
          // A load shows its word only when it lasts: a reading of the cache comes and goes unseen.
          let pending = null;
          const loading = (busy) => {
            clearTimeout(pending);
            if (busy) pending = setTimeout(() => say(page.dataset.loading), 400);
            else say("");
          };

          function apply(update) {
            if (update.whole) {
              page.replaceChildren(...update.placeSections.map((placed) => element(placed.html)));
            } else {
              const oldSections = sections();
              const oldItems = items();
              const lifted = new Map();
              for (const key of update.deleteSections) {
                const node = oldSections.get(key);
                if (node) { node.remove(); lifted.set(key, node); }
              }
              const liftedItems = new Map();
              for (const key of update.deleteItems) {
                const node = oldItems.get(key);
                if (node) { node.remove(); liftedItems.set(key, node); }
              }
              for (const placed of update.placeSections) {
                const node = placed.html == null ? lifted.get(placed.key) : element(placed.html);
                if (node) place(page, node, placed.at);
              }
              const newSections = sections();
              for (const placed of update.placeItems) {
                const list = newSections.get(placed.section)?.querySelector("ol.items");
                const node = placed.html == null ? liftedItems.get(placed.key) : element(placed.html);
                if (list && node) place(list, node, placed.at);
              }
              for (const reload of update.reloadItems) {
                const node = oldItems.get(reload.key) || liftedItems.get(reload.key);
                if (node) node.replaceChildren(content(reload.html));
              }
            }
            const joined = update.notes.join("\n");
            if (joined !== shownNotes) {
              shownNotes = joined;
              notes.replaceChildren(...update.notes.map((text) => {
                const line = document.createElement("p");
                line.textContent = text;
                return line;
              }));
            }
            loading(!update.settled);
            document.dispatchEvent(new CustomEvent("appdetail:applied", { detail: update }));
          }

          const source = new EventSource(page.dataset.live);
          source.addEventListener("session", (event) => { session = event.data; });
          source.addEventListener("waiting", () => loading(true));
          source.addEventListener("page", (event) => apply(JSON.parse(event.data)));
          source.addEventListener("failed", (event) => {
            page.replaceChildren();
            const line = document.createElement("p");
            line.className = "failure";
            line.textContent = event.data;
            notes.replaceChildren(line);
            shownNotes = event.data;
            loading(false);
            document.dispatchEvent(new CustomEvent("appdetail:applied", { detail: null }));
          });
          source.addEventListener("error", () => { clearTimeout(pending); say(page.dataset.reconnecting); });
          window.addEventListener("pagehide", () => source.close());
          const search = document.getElementById("search");
          if (search) {
            document.getElementById("search-form").addEventListener("submit", (event) => event.preventDefault());
            search.addEventListener("input", () => {
              if (!session) return;
              fetch("/live/" + encodeURIComponent(session) + "/query?text=" + encodeURIComponent(search.value), {
                method: "POST", headers: { "X-Appdetail-Token": token },
              });
            });
          }
          const follow = document.getElementById("follow");
          if (follow) {
            follow.addEventListener("click", async () => {
              const following = follow.getAttribute("aria-pressed") === "true";
              const answer = await fetch((following ? "/unfollow?" : "/follow?") + follow.dataset.query, {
                method: "POST", headers: { "X-Appdetail-Token": token },
              });
              if (!answer.ok) return;
              const now = (await answer.json()).followed;
              follow.setAttribute("aria-pressed", String(now));
              follow.textContent = now ? follow.dataset.following : follow.dataset.follow;
            });
          }
          refresh?.addEventListener("click", () => {
            if (!session) return;
            fetch("/live/" + encodeURIComponent(session) + "/refresh", {
              method: "POST", headers: { "X-Appdetail-Token": token },
            });
          });
        })();

        """#
}
