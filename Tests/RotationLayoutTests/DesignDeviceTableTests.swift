import InterfaceImport
import RotationEngine
import Testing

/// The importer's copy of the device table (it writes JSON and knows no engine types) is the
/// engine's `DeviceCatalogue`: the same ids, sizes and iOS ranges, and the same device for every
/// marketing name (docs/interface-import.md, "Design device").
@Suite struct DesignDeviceTableTests {
    /// Every device of the catalogue, in its order, with its portrait size and its iOS range.
    @Test func sizesAndVersionsAreTheCatalogues() {
        #expect(XcodeDevices.catalogue.map(\.id) == DeviceCatalogue.all.map(\.id))
        for (copy, device) in zip(XcodeDevices.catalogue, DeviceCatalogue.all) {
            #expect(copy.width == device.screen.width && copy.height == device.screen.height, "\(copy.id)")
            #expect(copy.os == device.os, "\(copy.id)")
        }
    }

    /// The importer's `factsSince` is the first version on which the engine's device has its
    /// table's status bar: a different height the version before, the same from it on; a device
    /// without one has the same status bar on every version it ran.
    @Test func factsSinceIsWhereTheEnginesStatusBarChanged() throws {
        for (copy, device) in zip(XcodeDevices.catalogue, DeviceCatalogue.all) {
            let heights = device.os.compactMap { OSVersion(major: $0) }.map { device.statusBarHeight(on: $0) }
            if let since = copy.factsSince {
                let before = try #require(OSVersion(major: since - 1))
                #expect(device.statusBarHeight(on: before) != device.statusBarHeight, "\(copy.id)")
                #expect(device.os.filter { $0 >= since }.allSatisfy { device.statusBarHeight(on: OSVersion(major: $0)) == device.statusBarHeight }, "\(copy.id)")
            } else {
                #expect(Set(heights).count <= 1, "\(copy.id)")
            }
        }
    }

    /// Each model name the importer knows names the device the engine's table names.
    @Test func modelNamesAgree() {
        for (name, id) in XcodeDevices.modelNames {
            #expect(DeviceCatalogue.device(named: name)?.id == id, "\(name)")
        }
    }

    /// Each Xcode canvas id maps to a device of the catalogue.
    @Test func canvasIDsNameCatalogueDevices() {
        for (xcode, id) in XcodeDevices.deviceIDs {
            #expect(DeviceCatalogue.device(id: id) != nil, "\(xcode)")
        }
    }
}
