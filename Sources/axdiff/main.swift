// The command-line entry point; commands arrive with the CLI work of the foundation issue.
print("axdiff")
