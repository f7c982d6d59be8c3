// shape: ios
// expect-error: incorrect argument label in call (have 'red:green:blue:opacity:', expected 'red:green:blue:alpha:')
// UIColor takes alpha:, not SwiftUI's opacity:.
import UIKit

let color = UIColor(red: 1, green: 0, blue: 0, opacity: 1)
