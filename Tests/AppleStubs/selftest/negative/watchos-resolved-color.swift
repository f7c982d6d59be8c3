// shape: watchos
// expect-error: value of type 'UIColor' has no member 'resolvedColor'
// resolvedColor(with:) is API_UNAVAILABLE(watchos).
import UIKit

func resolve(_ color: UIColor) { _ = color.resolvedColor }
