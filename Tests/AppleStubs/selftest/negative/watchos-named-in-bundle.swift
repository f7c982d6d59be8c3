// shape: watchos
// expect-error: extra arguments at positions #2, #3 in call
// watchOS UIKit has UIColor(named:) only: UIColor(named:in:compatibleWith:) is API_UNAVAILABLE(watchos).
import UIKit

let color = UIColor(named: "brand", in: .main, compatibleWith: nil)
