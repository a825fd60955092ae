// AXWorkflows: see DEVELOPERS.md for this module's job.
