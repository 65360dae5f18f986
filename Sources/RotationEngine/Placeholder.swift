// Placeholder: filled in by the RotationEngine work.
