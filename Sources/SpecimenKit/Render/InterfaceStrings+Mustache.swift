import Mustache

/// Templates look strings up by name in a prebuilt table instead of by reflection.
extension InterfaceStrings: MustacheParent {
    public func child(named name: String) -> Any? {
        lookupTable[name]
    }
}
