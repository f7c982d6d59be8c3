import BrandTokens

// Prints generated values, so CI can see a token change reach the compiled constants.
print("spacing.md \(Double(BrandSpacing.md))")
print("color.background \(BrandColors.Values.background.any.red) dark \(BrandColors.Values.background.dark?.red ?? -1)")
print("rowHeight(20) \(Double(Brand.rowHeight(contentHeight: 20)))")
