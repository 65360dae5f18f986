// Placeholder: filled in by the SwivelJSON work.
