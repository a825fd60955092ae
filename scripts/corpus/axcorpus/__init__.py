"""Builds and reads axdiff's real-history corpus (Tests/Fixtures/corpus/<project>/)."""

from . import aria_at_app, aria_practices, siemens_element

#: Every project, by folder name. A new project is one module with a PROJECT value, added here.
PROJECTS = {project.name: project for project in (siemens_element.PROJECT, aria_practices.PROJECT, aria_at_app.PROJECT)}
