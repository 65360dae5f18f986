// Placeholder: filled in by the SwivelStorage work.
