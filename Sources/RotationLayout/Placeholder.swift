// Placeholder: filled in by the RotationLayout work.
