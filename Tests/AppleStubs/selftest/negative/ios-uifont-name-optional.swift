// shape: ios
// expect-error: value of optional type 'UIFont?' must be unwrapped
// UIFont(name:size:) is failable.
import UIKit

let font: UIFont = UIFont(name: "Inter-Regular", size: 17)
