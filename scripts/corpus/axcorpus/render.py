"""Renders pages with the real Playwright for Python driving Chromium, offline and deterministically.

Each page gets a fresh browser context (no storage carried over), a fixed viewport, locale and
time zone, every http(s) and ws(s) request aborted, Math.random seeded, and Playwright's fake
clock installed and paused at a fixed instant before the page loads. After the load event the
clock is run forward a fixed time (firing the page's timers in order), then the snapshot is
`page.locator("body").aria_snapshot()` (default mode) plus a final newline. Timers therefore
fire the same way however loaded the machine is; the only real-time work left is file:// I/O.
"""

import datetime
import re
import shutil

#: The instant every page believes it is (Date, timers); a Monday, so week-based pages are stable.
FIXED_TIME = datetime.datetime(2024, 1, 15, 12, 0, 0, tzinfo=datetime.timezone.utc)
#: How far the fake clock runs after the load event: short start-up timers fire, slow ones
#: (carousel rotation, feed refresh) do not.
SETTLE_MILLISECONDS = 1000
VIEWPORT = {"width": 1280, "height": 720}
LOCALE = "en-US"
TIMEZONE = "UTC"
NAVIGATION_TIMEOUT_MILLISECONDS = 60000

# A small seeded generator (mulberry32) in place of Math.random, so that pages that draw random
# numbers (ids, fake sensor values) draw the same ones each time.
_SEEDED_RANDOM = """(() => {
  let state = 0x2545f491;
  Math.random = function () {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();"""

_NETWORK = re.compile(r"^(https?|wss?):", re.IGNORECASE)


class RenderError(Exception):
    """A page could not be rendered; the message names it and says what to try."""


def find_chromium(explicit):
    """The Chromium executable: `explicit` when given, else `chromium` on PATH."""
    path = explicit or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise RenderError("no chromium found on PATH; install Debian's chromium (apt-get install chromium) "
                          "or pass --chromium PATH")
    return path


class Renderer:
    """One Chromium for the whole build; use as a context manager."""

    def __init__(self, chromium):
        self.chromium = chromium
        self._playwright = None
        self._browser = None

    def __enter__(self):
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            raise RenderError("the Python package playwright is missing; install it with "
                              "`python3 -m pip install playwright`") from None
        self._manager = sync_playwright()
        self._playwright = self._manager.__enter__()
        try:
            self._browser = self._playwright.chromium.launch(executable_path=self.chromium)
        except Exception as error:
            self._manager.__exit__(None, None, None)
            raise RenderError(f"could not launch {self.chromium} ({error}); pass a working Chromium with --chromium") from None
        return self

    def __exit__(self, *exception):
        if self._browser is not None:
            self._browser.close()
        self._manager.__exit__(*exception)

    @property
    def versions(self):
        """(Playwright for Python version, Chromium version), for SOURCE.md."""
        from importlib.metadata import version
        return version("playwright"), self._browser.version

    def render_url(self, url):
        """The ARIA snapshot of the page at `url` (a file:// URL)."""
        return self._render(lambda page: page.goto(url, wait_until="load", timeout=NAVIGATION_TIMEOUT_MILLISECONDS), url)

    def render_html(self, html, name):
        """The ARIA snapshot of `html` loaded with page.set_content (the page's URL is about:blank)."""
        return self._render(lambda page: page.set_content(html, wait_until="load", timeout=NAVIGATION_TIMEOUT_MILLISECONDS), name)

    def _render(self, load, name):
        context = self._browser.new_context(viewport=VIEWPORT, locale=LOCALE, timezone_id=TIMEZONE,
                                            service_workers="block")
        try:
            context.route(_NETWORK, lambda route: route.abort())
            context.add_init_script(_SEEDED_RANDOM)
            page = context.new_page()
            page.clock.install(time=FIXED_TIME - datetime.timedelta(seconds=1))
            page.clock.pause_at(FIXED_TIME)
            load(page)
            page.clock.run_for(SETTLE_MILLISECONDS)
            snapshot = page.locator("body").aria_snapshot()
        except Exception as error:
            raise RenderError(f"could not render {name}: {error}") from None
        finally:
            context.close()
        return (snapshot.rstrip("\n") + "\n").encode("utf-8")


def render_facts(playwright_version, chromium_version, dropped):
    """The SOURCE.md lines that say how pages were rendered and which were left out."""
    facts = [f"Rendered with: Playwright for Python {playwright_version} driving Chromium {chromium_version} "
             f"(headless, Debian's build); {_settings()}"]
    if dropped:
        facts.append("Pages left out: " + "; ".join(f"`{page}` ({reason})" for page, reason in sorted(dropped.items())))
    else:
        facts.append("Pages left out: none (every page rendered the same twice at its first revision)")
    return facts


def _settings():
    return (f"viewport {VIEWPORT['width']}x{VIEWPORT['height']}, locale {LOCALE}, time zone {TIMEZONE}, "
            f"a fresh browser context per page, every http(s)/ws(s) request aborted, Math.random "
            f"replaced by a seeded generator, Playwright's fake clock installed and paused at "
            f"{FIXED_TIME.strftime('%Y-%m-%dT%H:%M:%SZ')} before loading and run forward "
            f"{SETTLE_MILLISECONDS} ms after the load event (so timers fire the same way on every run), "
            f"then `page.locator(\"body\").aria_snapshot()` (default mode) plus a final newline")
