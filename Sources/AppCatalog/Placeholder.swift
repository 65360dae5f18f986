// Placeholder: filled in by the AppCatalog work.
