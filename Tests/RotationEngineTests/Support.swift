// The shared driver and built-in apps (RotationTestSupport), visible to every test file here.
@_exported import RotationTestSupport
