// shape: watchos
// expect-error: cannot find type 'UITraitCollection' in scope
// watchOS has no trait collections and no UIColor(dynamicProvider:).
import UIKit

let color = UIColor(dynamicProvider: { (traits: UITraitCollection) in UIColor(white: 1, alpha: 1) })
