/// Every rule axdiff knows, in the order reports and docs list them.
public enum RuleCatalog {
    public static let all: [Rule] = [
        labelRemoved, labelMeaningless, roleRemoved, roleChanged, valueRemoved, valueInLabel,
        selectionRemoved, labelReplacesText,
        elementUnreachable, nestedAccessibilityElement, interactiveWithoutLabel, imageWithoutLabel,
        modalRemoved, focusOrderChanged, headingRemoved, screenWithoutHeading,
        targetSizeBelowMinimum, labelInName, customActionsRemoved, redundantFocusStop,
        labelContainsRole, conflictingTraits, duplicateLabel, hintRemoved, elementRemoved,
        screenRemoved,
        headingLevelSkipped, mainHeadingRemoved, landmarkRemoved, listStructureLost, stateRemoved,
        linkTargetRemoved,
        contentRemoved, imageTextLost, containerEmpty, imageRedundant, nameContainsSymbol, labelVague, groupWithoutName,
        headingInsideControl, linkWithoutTarget, nameRequired, namesNoLongerDistinct, tabBarLost,
        requiredRemoved, invalidRemoved, liveRegionRemoved, tabRoleRemoved, controlBecameText,
        focusableContentHidden, ambiguousLinkName,
    ]

    /// The rule with an id or alias, or nil.
    public static func rule(_ id: String) -> Rule? {
        all.first { $0.id == id || $0.aliases.contains(id) }
    }
}
