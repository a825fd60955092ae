"""The corpus folder: a replayed history (commits.json) over content-addressed blobs."""

import hashlib
import json
import os
import shutil


class CorpusError(Exception):
    """The corpus cannot be written or read as it is; the message says what to do."""


def blob_name(content, extension):
    """First 16 hex digits of the content's sha256 plus the file's extension (".yml", ".yaml")."""
    return hashlib.sha256(content).hexdigest()[:16] + extension


def extension_of(path):
    """The extension a blob of `path` takes: ".yml" or ".yaml"."""
    for extension in (".yaml", ".yml"):
        if path.endswith(extension):
            return extension
    raise CorpusError(f"'{path}' is not a .yml or .yaml file; only snapshot files go into the corpus")


class Replay:
    """A linear history being replayed: records, per commit, only the files whose content changed.

    A commit that changes nothing (every update equal to the current content) is left out."""

    def __init__(self):
        self.current = {}  # path -> bytes
        self.entries = []  # dicts as in commits.json, files mapping to bytes or None
        self.blobs = {}  # blob name -> bytes

    def record(self, commit, updates):
        """Applies `updates` ({path: bytes, or None to delete}) as `commit`; returns the changed paths."""
        files = {}
        for path in sorted(updates):
            content = updates[path]
            if content is None:
                if path in self.current:
                    del self.current[path]
                    files[path] = None
            elif self.current.get(path) != content:
                self.current[path] = content
                name = blob_name(content, extension_of(path))
                known = self.blobs.get(name)
                if known is not None and known != content:
                    raise CorpusError(f"two different contents share the blob name {name}; lengthen the name")
                self.blobs[name] = content
                files[path] = name
        if files:
            self.entries.append({"commit": commit.sha, "date": commit.date, "subject": commit.subject, "files": files})
        return sorted(files)


def commits_json(entries):
    """The bytes of commits.json: two-space indent, keys in the documented order, UTF-8, final newline."""
    return (json.dumps(entries, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def write(out, replay, source_md, licence):
    """Writes SOURCE.md, LICENSE, commits.json and blobs/ into `out`, removing stale blobs.

    Anything else in the folder (labels.json, written by auditors) is left as it is."""
    os.makedirs(out, exist_ok=True)
    blobs = os.path.join(out, "blobs")
    if os.path.isdir(blobs):
        shutil.rmtree(blobs)
    os.makedirs(blobs)
    for name, content in sorted(replay.blobs.items()):
        with open(os.path.join(blobs, name), "wb") as file:
            file.write(content)
    for name, content in (("SOURCE.md", source_md.encode("utf-8")), ("LICENSE", licence),
                          ("commits.json", commits_json(replay.entries))):
        with open(os.path.join(out, name), "wb") as file:
            file.write(content)


def stale_labels(out, replay):
    """A warning when labels.json exists but no longer lists the commits of commits.json, else None."""
    path = os.path.join(out, "labels.json")
    if not os.path.exists(path):
        return None
    try:
        with open(path, encoding="utf-8") as file:
            labelled = [entry.get("commit") for entry in json.load(file)]
    except (OSError, ValueError, AttributeError) as error:
        return f"{path} could not be read ({error}); check it against the new commits.json"
    built = [entry["commit"] for entry in replay.entries]
    if labelled != built:
        return (f"{path} labels {len(labelled)} commits but commits.json now has {len(built)} "
                "(or another order): the labels must be redone for the commits that moved")
    return None


def load(folder):
    """Reads a corpus folder: (entries of commits.json, function giving a blob's bytes)."""
    path = os.path.join(folder, "commits.json")
    try:
        with open(path, encoding="utf-8") as file:
            entries = json.load(file)
    except OSError as error:
        raise CorpusError(f"cannot read {path} ({error.strerror}); build the folder with scripts/corpus/build") from None
    except ValueError as error:
        raise CorpusError(f"{path} is not valid JSON ({error}); rebuild it with scripts/corpus/build") from None

    def blob(name):
        blob_path = os.path.join(folder, "blobs", name)
        try:
            with open(blob_path, "rb") as file:
                return file.read()
        except OSError as error:
            raise CorpusError(f"cannot read {blob_path} ({error.strerror}); rebuild the folder with scripts/corpus/build") from None

    return entries, blob
