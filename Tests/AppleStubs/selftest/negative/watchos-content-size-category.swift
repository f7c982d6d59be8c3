// shape: watchos
// expect-error: 'UIContentSizeCategory' is unavailable
// The watchOS stand-in has no UIContentSizeCategory (the stricter choice).
import UIKit

let category = UIContentSizeCategory.large
