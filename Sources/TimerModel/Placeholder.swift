// Placeholder: filled in by the TimerModel work.
