"""w3c/aria-at-app: the saved, already rendered DOM of the app's pages, rendered to ARIA snapshots."""

import posixpath
import re

from .project import Collected, Project
from .render import Renderer, RenderError, find_chromium, render_facts
from .store import Replay

FOLDER = "client/tests/e2e/snapshots/saved"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")

#: Pages left out, with the reason SOURCE.md gives (file name -> reason).
DROPPED = {}


def corpus_path(path):
    """snapshots/<file name without .html>.aria.yml, every character but [A-Za-z0-9._-] made '-'."""
    name = posixpath.basename(path)[: -len(".html")]
    return f"snapshots/{_UNSAFE.sub('-', name)}.aria.yml"


def is_page(path):
    return posixpath.dirname(path) == FOLDER and path.endswith(".html") and posixpath.basename(path) not in DROPPED


def collect(repository, tip, options, log):
    history = repository.first_parent_history(tip)
    replay = Replay()
    seen = {}  # corpus path -> upstream path, to refuse two names that collapse into one
    with Renderer(find_chromium(options.chromium)) as renderer:
        for commit in history:
            changes = [change for change in repository.changes(commit, [FOLDER]) if is_page(change.path)]
            if not changes:
                continue
            updates = {}
            for change in changes:
                target = corpus_path(change.path)
                if seen.setdefault(target, change.path) != change.path:
                    raise RenderError(f"{change.path} and {seen[target]} both become {target}; "
                                      "change corpus_path in scripts/corpus/axcorpus/aria_at_app.py")
                if change.blob is None:
                    updates[target] = None
                    continue
                html = repository.blob(change.blob).decode("utf-8", "replace")
                snapshot = renderer.render_html(html, f"{change.path} at {commit.sha}")
                if options.check_twice or target not in replay.current:
                    if renderer.render_html(html, change.path) != snapshot:
                        raise RenderError(f"{change.path} renders differently twice at {commit.sha}: add it to "
                                          "DROPPED in scripts/corpus/axcorpus/aria_at_app.py with the reason")
                updates[target] = snapshot
            stored = replay.record(commit, updates)
            log(f"{commit.sha[:10]} {commit.date} rendered {len(changes)}, stored {len(stored)}  {commit.subject[:50]}")
        playwright_version, chromium_version = renderer.versions
    facts = render_facts(playwright_version, chromium_version, DROPPED)
    return Collected(replay, history, facts)


PROJECT = Project(
    name="aria-at-app",
    title="ARIA-AT app pages (saved DOM, rendered)",
    url="https://github.com/w3c/aria-at-app",
    branch="development",
    licence="W3C Document License",
    licence_file="LICENSE.md",
    paths=f"`{FOLDER}/*.html` (the app's end-to-end test snapshots: each page's DOM as the React "
          "app rendered it, saved as static HTML; some names contain `#`)",
    produced="each saved page is loaded with `page.set_content(html)` waiting for the load event; "
             "its scripts and prefetches point at `http://localhost:3033` and `/bundle.js`, which do "
             "not load (network blocked), so the snapshot is of the saved DOM as it is, with no "
             "stylesheet (the saved pages carry none). A page is rendered at each commit that "
             "changes its file; a file is stored only when its snapshot differs from the previous "
             "revision's (commits whose pages all render as before are left out). Corpus path: "
             "`snapshots/<file name without .html>.aria.yml`, with every character other than "
             "letters, digits, `.`, `_` and `-` (such as `#`) replaced by `-`",
    collect=collect,
)
