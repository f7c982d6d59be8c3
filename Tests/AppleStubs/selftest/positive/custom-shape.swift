// shapes: ios macos
// run: no
// A custom Shape, as apps write them: `Shape` does not pass on View's main-actor isolation, so
// `path(in:)` needs no annotation and the shape can be built anywhere.
import SwiftUI

struct Diamond: Shape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - inset))
        path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

nonisolated func outline() -> Path { Diamond(inset: 2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }

struct Badge: View {
    var body: some View { Diamond().fill(.red).frame(width: 20, height: 20) }
}
