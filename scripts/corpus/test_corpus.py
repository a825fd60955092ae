"""Tests of the corpus scripts: python3 -m unittest discover -s scripts/corpus -t scripts/corpus

Git tests build their repositories in a scratch folder, commit by commit. The rendering tests need
Playwright for Python and a Chromium on PATH (or AXCORPUS_CHROMIUM) and are skipped without them.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from axcorpus import aria_at_app, aria_practices, build, render, show  # noqa: E402
from axcorpus.git import Repository  # noqa: E402
from axcorpus.store import CorpusError, Replay, blob_name, commits_json  # noqa: E402

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


class FakeCommit:
    def __init__(self, sha, date="2024-01-01", subject="s"):
        self.sha, self.date, self.subject = sha, date, subject


class ScratchRepository:
    """A git repository in a scratch folder, built commit by commit."""

    def __init__(self, folder):
        self.work = os.path.join(folder, "work")
        os.makedirs(self.work)
        self.git("init", "-q", "-b", "main")

    def git(self, *arguments):
        environment = dict(os.environ, GIT_AUTHOR_NAME="a", GIT_AUTHOR_EMAIL="a@example.org", GIT_COMMITTER_NAME="a",
                           GIT_COMMITTER_EMAIL="a@example.org", GIT_AUTHOR_DATE="2024-03-04T10:00:00Z",
                           GIT_COMMITTER_DATE="2024-03-04T10:00:00Z", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
        return subprocess.run(["git", "-C", self.work, *arguments], check=True, env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE).stdout.decode().strip()

    def write(self, path, text):
        full = os.path.join(self.work, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)

    def commit(self, message):
        self.git("add", "-A")
        self.git("commit", "-q", "--allow-empty", "-m", message)
        return self.git("rev-parse", "HEAD")

    @property
    def git_dir(self):
        return os.path.join(self.work, ".git")


SNAPSHOT = "playwright/snapshots/x.spec.ts-snapshots/"


def siemens_like_history(scratch):
    """main: add a, unrelated, merge of a branch that changes a and adds b, rename b to c."""
    repository = ScratchRepository(scratch)
    repository.write(SNAPSHOT + "a.yaml", "- button \"A\"")
    repository.write("README.md", "x")
    repository.write("LICENSE", "MIT text")
    repository.commit("feat: add a\n\nbody line")
    repository.write("README.md", "y")
    repository.commit("docs: no snapshot here")
    repository.git("checkout", "-q", "-b", "topic")
    repository.write(SNAPSHOT + "a.yaml", "- button \"A2\"")
    repository.commit("topic: change a")
    repository.write(SNAPSHOT + "b.yaml", "- link \"B\"")
    repository.commit("topic: add b")
    repository.git("checkout", "-q", "main")
    repository.write("other.txt", "z")
    repository.commit("main moves on")
    repository.git("merge", "-q", "--no-ff", "-m", "Merge topic", "topic")
    repository.git("mv", SNAPSHOT + "b.yaml", SNAPSHOT + "c.yaml")
    repository.commit("refactor: rename b to c")
    return repository


class StoreTests(unittest.TestCase):
    def test_blob_name_is_sha256_prefix_and_extension(self):
        self.assertEqual(blob_name(b"abc", ".yml"), "ba7816bf8f01cfea.yml")

    def test_replay_leaves_out_unchanged_files_and_empty_commits(self):
        replay = Replay()
        replay.record(FakeCommit("1"), {"a.yml": b"x", "b.yml": b"y"})
        self.assertEqual(replay.record(FakeCommit("2"), {"a.yml": b"x"}), [])
        replay.record(FakeCommit("3"), {"a.yml": b"x", "b.yml": None, "gone.yml": None})
        self.assertEqual([entry["commit"] for entry in replay.entries], ["1", "3"])
        self.assertEqual(replay.entries[1]["files"], {"b.yml": None})
        self.assertEqual(sorted(replay.blobs), sorted([blob_name(b"x", ".yml"), blob_name(b"y", ".yml")]))

    def test_replay_refuses_a_non_snapshot_extension(self):
        with self.assertRaises(CorpusError):
            Replay().record(FakeCommit("1"), {"a.json": b"{}"})

    def test_commits_json_keeps_key_order_and_ends_with_newline(self):
        data = commits_json([{"commit": "c", "date": "d", "subject": "é", "files": {"p": None}}])
        self.assertTrue(data.endswith(b"}\n]\n"))
        self.assertIn("é".encode(), data)
        self.assertLess(data.index(b'"commit"'), data.index(b'"files"'))


class PathTests(unittest.TestCase):
    def test_aria_at_app_names_replace_unsafe_characters(self):
        self.assertEqual(aria_at_app.corpus_path("client/tests/e2e/snapshots/saved/_candidate-test-plan_24_1#summary-failures.html"),
                         "snapshots/_candidate-test-plan_24_1-summary-failures.aria.yml")

    def test_aria_practices_path_is_pattern_and_page(self):
        self.assertEqual(aria_practices.corpus_path("content/patterns/tabs/examples/tabs-manual.html"),
                         "snapshots/tabs/tabs-manual.aria.yml")

    def test_a_page_depends_on_its_folder_shared_files_and_what_it_loads(self):
        page = "content/patterns/tabs/examples/tabs-actions.html"
        html = ('<script src="../../menu-button/examples/js/menu-button-actions.js"></script>'
                '<a href="../../menu-button/examples/menu-button-actions.html">x</a>'
                '<link href="https://www.w3.org/StyleSheets/TR/2016/base.css">')
        self.assertTrue(aria_practices.depends_on(page, html, ["content/patterns/menu-button/examples/js/menu-button-actions.js"]))
        self.assertTrue(aria_practices.depends_on(page, html, ["content/patterns/tabs/examples/css/tabs.css"]))
        self.assertTrue(aria_practices.depends_on(page, html, ["content/shared/js/app.js"]))
        self.assertFalse(aria_practices.depends_on(page, html, ["content/patterns/menu-button/examples/menu-button-actions.html"]))
        self.assertFalse(aria_practices.depends_on(page, html, ["content/patterns/tabs/tabs-pattern.html"]))

    def test_the_export_folder_is_cut_out_of_rendered_urls(self):
        root = "/scratch/axcorpus-1/root"
        snapshot = b"- link:\n  - /url: file:///scratch/axcorpus-1/root/content/patterns/m/examples/m.html#home\n"
        self.assertEqual(aria_practices.without_root(snapshot, root, "page"),
                         b"- link:\n  - /url: file:///content/patterns/m/examples/m.html#home\n")
        with self.assertRaises(render.RenderError):
            aria_practices.without_root(b"text: /scratch/axcorpus-1/root", root, "page")


class GitTests(unittest.TestCase):
    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="axcorpus-test-")

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def test_merged_changes_go_to_the_first_parent_commit_and_renames_split(self):
        scratch = siemens_like_history(self.scratch)
        repository = Repository(scratch.git_dir)
        history = repository.first_parent_history("main")
        self.assertEqual([commit.subject for commit in history],
                         ["feat: add a", "docs: no snapshot here", "main moves on", "Merge topic", "refactor: rename b to c"])
        spec = [":(glob)playwright/snapshots/**/*.spec.ts-snapshots/*.yaml"]
        merge = [(change.status, change.path) for change in repository.changes(history[3], spec)]
        self.assertEqual(merge, [("M", SNAPSHOT + "a.yaml"), ("A", SNAPSHOT + "b.yaml")])
        rename = [(change.status, change.path) for change in repository.changes(history[4], spec)]
        self.assertEqual(rename, [("D", SNAPSHOT + "b.yaml"), ("A", SNAPSHOT + "c.yaml")])
        repository.close()

    def test_build_is_byte_for_byte_reproducible_and_keeps_labels(self):
        scratch = siemens_like_history(self.scratch)
        first, second = os.path.join(self.scratch, "one"), os.path.join(self.scratch, "two")
        os.makedirs(second)
        with open(os.path.join(second, "labels.json"), "w") as file:
            file.write("[]")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as errors:
            self.assertEqual(build.main(["siemens-element", "--git-dir", scratch.git_dir, "--out", first, "--quiet"]), 0)
            self.assertEqual(build.main(["siemens-element", "--git-dir", scratch.git_dir, "--out", second, "--quiet", "--until", "main"]), 0)
        self.assertIn("labels.json labels 0 commits but commits.json now has 3", errors.getvalue())
        self.assertEqual(folder_bytes(first), {name: data for name, data in folder_bytes(second).items() if name != "labels.json"})
        entries = json.loads(folder_bytes(first)["commits.json"])
        self.assertEqual([entry["subject"] for entry in entries], ["feat: add a", "Merge topic", "refactor: rename b to c"])
        self.assertEqual(entries[0]["date"], "2024-03-04")
        self.assertEqual(entries[2]["files"], {SNAPSHOT + "b.yaml": None, SNAPSHOT + "c.yaml": blob_name(b'- link "B"', ".yaml")})
        self.assertEqual(folder_bytes(first)["LICENSE"], b"MIT text")
        source = folder_bytes(first)["SOURCE.md"].decode()
        self.assertNotIn(self.scratch, source)
        self.assertIn("--until " + scratch.git("rev-parse", "main"), source)

    def test_build_names_a_missing_git_dir(self):
        with contextlib.redirect_stderr(io.StringIO()) as errors:
            status = build.main(["siemens-element", "--git-dir", os.path.join(self.scratch, "nope"), "--out", self.scratch])
        self.assertEqual(status, 2)
        self.assertIn("is not a folder; pass the bare clone's git directory with --git-dir", errors.getvalue())


class ShowTests(unittest.TestCase):
    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="axcorpus-test-")
        scratch = siemens_like_history(self.scratch)
        self.git_dir = scratch.git_dir
        self.out = os.path.join(self.scratch, "corpus")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            build.main(["siemens-element", "--git-dir", scratch.git_dir, "--out", self.out, "--quiet"])

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def run_show(self, *arguments):
        with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()) as errors:
            status = show.main(["siemens-element", *arguments, "--corpus", self.out])
        return status, out.getvalue(), errors.getvalue()

    def test_a_modified_file_is_diffed_against_its_previous_revision(self):
        status, out, _ = self.run_show("1")
        self.assertEqual(status, 0)
        self.assertIn("subject: Merge topic", out)
        self.assertIn("  M " + SNAPSHOT + "a.yaml", out)
        self.assertIn('-- button "A"\n\\ No newline at end of file\n+- button "A2"', out)
        self.assertIn("before: blobs/" + blob_name(b'- button "A"', ".yaml") + " (from [0]", out)

    def test_a_sha_prefix_and_full_content(self):
        entries = json.loads(folder_bytes(self.out)["commits.json"])
        status, out, _ = self.run_show(entries[2]["commit"][:8], "--full", "--file", "c.yaml")
        self.assertEqual(status, 0)
        self.assertIn("full content at", out)
        self.assertNotIn("DELETED", out)
        self.assertIn("ADDED: " + SNAPSHOT + "c.yaml", out)

    def test_a_merge_lists_what_it_brought_with_git_dir(self):
        status, out, _ = self.run_show("1", "--git-dir", self.git_dir)
        self.assertEqual(status, 0)
        self.assertIn("merged: 2 commit(s), newest first", out)
        self.assertIn("topic: add b", out)
        status, out, _ = self.run_show("0", "--git-dir", self.git_dir)
        self.assertIn("merged: (not a merge commit)", out)

    def test_a_bad_index_says_the_range(self):
        status, _, errors = self.run_show("9")
        self.assertEqual(status, 2)
        self.assertIn("index 9 is out of range: commits.json has 3 commits (0 to 2)", errors)

    def test_repeated_rows_align_so_only_insertions_show(self):
        rows = ["- row /\\d+/:\n", "  - cell /\\d+/\n"] * 300
        changed = []
        for index, line in enumerate(rows):
            changed.append(line)
            if index % 2:
                changed.append('    - text: ""\n')
        old, new = os.path.join(self.scratch, "old.yml"), os.path.join(self.scratch, "new.yml")
        for path, lines in ((old, rows), (new, changed)):
            with open(path, "w") as file:
                file.writelines(lines)
        out = show.unified(old, new, "a/x", "b/x", 0).splitlines()
        self.assertEqual(out[:2], ["--- a/x", "+++ b/x"])
        body = [line for line in out[2:] if not line.startswith("@@")]
        self.assertEqual(len(body), 300)
        self.assertTrue(all(line == '+    - text: ""' for line in body))

    def test_list(self):
        status, out, _ = self.run_show("--list")
        self.assertEqual(len(out.splitlines()), 3)


def folder_bytes(folder):
    found = {}
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as file:
                found[os.path.relpath(path, folder)] = file.read()
    return found


def chromium_or_skip():
    try:
        import playwright  # noqa: F401
        return render.find_chromium(os.environ.get("AXCORPUS_CHROMIUM"))
    except (ImportError, render.RenderError) as error:
        raise unittest.SkipTest(f"rendering needs Playwright and Chromium: {error}")


class RenderTests(unittest.TestCase):
    PAGE = """<!DOCTYPE html><html><body>
<h1 id="h">x</h1><button id="b">waiting</button><img src="https://example.org/a.png" alt="remote">
<script>
document.getElementById('h').textContent = new Date().toISOString().slice(0, 10) + ' ' + Math.random().toFixed(6);
setTimeout(() => { document.getElementById('b').textContent = 'after 500 ms'; }, 500);
setTimeout(() => { document.getElementById('b').textContent = 'after 5 s'; }, 5000);
</script>
<script src="https://example.org/online.js" onerror="document.body.append('offline')"></script>
</body></html>"""

    def test_time_randomness_timers_and_network_are_fixed(self):
        with render.Renderer(chromium_or_skip()) as renderer:
            first = renderer.render_html(self.PAGE, "test page")
            second = renderer.render_html(self.PAGE, "test page")
        self.assertEqual(first, second)
        text = first.decode()
        self.assertIn('heading "2024-01-15 0.', text)
        self.assertIn('button "after 500 ms"', text)
        self.assertIn("offline", text)
        self.assertTrue(text.endswith("\n") and not text.endswith("\n\n"))


if __name__ == "__main__":
    unittest.main()
