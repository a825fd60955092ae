"""w3c/aria-practices: the APG example pages, rendered at each revision that changes them."""

import os
import pathlib
import posixpath
import re
import shutil
import tempfile

from .project import Collected, Project
from .render import Renderer, RenderError, find_chromium, render_facts
from .store import Replay

PATHSPECS = [":(glob)content/patterns/*/examples/**", "content/shared"]
PATTERNS = "content/patterns"
SHARED = "content/shared/"
_PAGE = re.compile(r"^content/patterns/([^/]+)/examples/([^/]+)\.html$")
_REFERENCE = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"'#?]+)""", re.IGNORECASE)

#: Pages left out, with the reason SOURCE.md gives (page path -> reason). A page goes here when
#: rendering it twice gives two different snapshots.
DROPPED = {}


def corpus_path(page):
    """snapshots/<pattern>/<page name>.aria.yml for content/patterns/<pattern>/examples/<page>.html."""
    match = _PAGE.match(page)
    return f"snapshots/{match.group(1)}/{match.group(2)}.aria.yml"


def references(page, html):
    """The files under content/ that a page names in src= or href= (pages it links to excluded)."""
    found = set()
    for target in _REFERENCE.findall(html):
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("/") or target.endswith(".html"):
            continue
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page), target))
        if resolved.startswith("content/"):
            found.add(resolved)
    return found


def depends_on(page, html, changed_paths):
    """Whether a changed path can change the page: its own examples folder, content/shared/, or a
    file the page loads from elsewhere (tabs-actions.html loads menu-button's script)."""
    folder = posixpath.dirname(page) + "/"
    loaded = references(page, html)
    return any(path.startswith(folder) or path.startswith(SHARED) or path in loaded for path in changed_paths)


def without_root(snapshot, root, page):
    """The snapshot with the export folder cut out of absolute URLs that scripts build from
    location.href (file:///SCRATCH/content/... becomes file:///content/...), so that no path of the
    building machine, and no commit sha, ends up in the corpus."""
    root_url = pathlib.Path(root).as_uri().encode("utf-8") + b"/"
    cleaned = snapshot.replace(root_url, b"file:///").replace(root.encode("utf-8") + b"/", b"/")
    if root.encode("utf-8") in cleaned:
        raise RenderError(f"the snapshot of {page} still names the export folder {root}; extend without_root")
    return cleaned


def collect(repository, tip, options, log):
    history = repository.first_parent_history(tip)
    replay = Replay()
    present = set()  # pages that existed at the previous commit taken
    with Renderer(find_chromium(options.chromium)) as renderer, tempfile.TemporaryDirectory(prefix="axcorpus-") as scratch:
        for commit in history:
            changes = repository.changes(commit, PATHSPECS)
            if not changes:
                continue
            changed_paths = [change.path for change in changes]
            pages = {page: blob for page, blob in repository.files(commit.sha, [PATTERNS]).items()
                     if _PAGE.match(page) and page not in DROPPED}
            updates = {corpus_path(page): None for page in present - set(pages)}
            due = []
            for page, blob in pages.items():
                html = repository.blob(blob).decode("utf-8", "replace")
                if page not in present or depends_on(page, html, changed_paths):
                    due.append(page)
            if due:
                root = os.path.join(scratch, "root")
                repository.export(commit.sha, "content", root)
                for page in due:
                    url = pathlib.Path(root, page).as_uri()
                    snapshot = without_root(renderer.render_url(url), root, page)
                    if options.check_twice or page not in present:
                        again = without_root(renderer.render_url(url), root, page)
                        if again != snapshot:
                            raise RenderError(f"{page} renders differently twice at {commit.sha}: add it to DROPPED "
                                              "in scripts/corpus/axcorpus/aria_practices.py with the reason")
                    updates[corpus_path(page)] = snapshot
                shutil.rmtree(root)
            present = set(pages)
            stored = replay.record(commit, updates)
            log(f"{commit.sha[:10]} {commit.date} rendered {len(due)}, stored {len(stored)}  {commit.subject[:50]}")
        playwright_version, chromium_version = renderer.versions
    facts = render_facts(playwright_version, chromium_version, DROPPED)
    return Collected(replay, history, facts)


PROJECT = Project(
    name="aria-practices",
    title="WAI-ARIA Authoring Practices Guide examples (rendered)",
    url="https://github.com/w3c/aria-practices",
    branch="main",
    licence="W3C Software and Document License",
    licence_file="LICENSE.md",
    paths="the example pages `content/patterns/<pattern>/examples/<page>.html` with their own "
          "`js/`, `css/` and `content/shared/`, under the layout in use since 2022-12 (the older "
          "top-level `examples/` layout is not followed); commits taken: every first-parent commit "
          "that changes anything under `content/patterns/*/examples/` or `content/shared/`",
    produced="each page is rendered from a `git archive <commit> content` export, loaded with "
             "`page.goto(file://...)` waiting for the load event. A page is re-rendered only when "
             "its own examples folder, `content/shared/`, or a file it loads from another pattern "
             "changed; a file is stored only when its snapshot differs from the previous revision's "
             "(commits whose pages all render as before are left out). Corpus path: "
             "`snapshots/<pattern>/<page>.aria.yml`",
    collect=collect,
)
