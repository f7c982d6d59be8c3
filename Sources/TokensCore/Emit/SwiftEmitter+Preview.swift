/// `TokensPreview.swift`: an Xcode preview of the brand (DEBUG builds with SwiftUI only): every
/// colour in its four appearances and every type style, so the canvas shows the brand without
/// running the app. A `PreviewProvider`, which every Xcode since 11 shows and which type-checks
/// without the `#Preview` macro's plug-in.
extension SwiftEmitter {
    /// The most colours and styles the preview lists (a larger brand lists these and says how many more).
    static let previewLimit = 1000

    /// The preview file, nil when there is nothing to show.
    static func preview(_ constants: [Constant], config: BuildConfig, header: String) -> GeneratedFile? {
        let shown = constants.indices.filter {
            constants[$0].deprecation == nil && constants[$0].kind != .other && constants[$0].swiftUI != nil
        }
        guard !shown.isEmpty else { return nil }
        // Only the first thousand of each kind are written: only they are put in order.
        func first(_ kind: Constant.Kind) -> (shown: [Int], count: Int) {
            let positions = shown.filter { constants[$0].kind == kind }
            let first = naturalOrder(of: positions, first: previewLimit) { previewName(constants[$0], into: &$1) }
            return (first.map { positions[$0] }, positions.count)
        }
        let (colors, colorCount) = first(.color)
        let (styles, styleCount) = first(.typography)
        var out = header + "\n" + imports(config, swiftUI: false)
        out += "#if DEBUG && canImport(SwiftUI)\nimport SwiftUI\n\n"
        out += "/// Every colour of the brand in its four appearances and every type style.\n"
        out += "struct TokensCatalogView: View {\n"
        out += "    /// The colours, by Swift name.\n"
        out += "    static let colors: [TokensPreviewColor] = [\n"
        for position in colors {
            out += entry("TokensPreviewColor", constants[position])
        }
        out += "    ]\n    /// The type styles, by Swift name.\n"
        out += "    static let styles: [TokensPreviewStyle] = [\n"
        for position in styles {
            out += entry("TokensPreviewStyle", constants[position])
        }
        let more = colorCount - colors.count + styleCount - styles.count
        out += """
                ]

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Light, dark, increased contrast, dark increased contrast").font(.caption)
                            ForEach(Self.colors) { item in
                                HStack {
                                    Text(item.id).font(.caption)
                                    Spacer()
                                    ForEach(0..<4) { index in
                                        RoundedRectangle(cornerRadius: 4)
                                            .fill(item.color.components(isDark: index % 2 == 1, isHighContrast: index > 1).color)
                                            .frame(width: 28, height: 28)
                                    }
                                }
                            }
                            ForEach(Self.styles) { item in
                                Text(item.id).typography(item.style)
                            }
            \(more > 0 ? "                Text(\"… and \(more) more\").font(.caption)\n" : "")            }
                        .padding()
                    }
                }
            }

            /// A colour in the catalog.
            struct TokensPreviewColor: Identifiable {
                let id: String
                let color: TokenColor

                init(_ id: String, _ color: TokenColor) {
                    self.id = id
                    self.color = color
                }
            }

            /// A type style in the catalog.
            struct TokensPreviewStyle: Identifiable {
                let id: String
                let style: TokenTypography

                init(_ id: String, _ style: TokenTypography) {
                    self.id = id
                    self.style = style
                }
            }

            struct TokensCatalogView_Previews: PreviewProvider {
                static var previews: some View {
                    TokensCatalogView()
                }
            }
            #endif

            """
        return GeneratedFile("Swift/TokensPreview.swift", text: out)
    }

    /// `TokensPreviewColor("InsightColors.bgPrimary", InsightColors.Values.bgPrimary),`, broken when long.
    static func entry(_ type: String, _ constant: Constant) -> String {
        SwiftExpression.call(type, [.text(SwiftText.literal(previewName(constant))), .text(valuePath(constant))])
            .lines(lead: "        ", indent: "        ", suffix: ",")
    }

    /// `InsightColors.bgPrimary`: the name app code uses.
    static func previewName(_ constant: Constant) -> String { fullName(constant.namespace, constant.identifier) }

    /// `previewName`'s bytes, appended to `bytes` (30,000 of them are put in order, and a String
    /// made for each was most of the preview's time).
    static func previewName(_ constant: Constant, into bytes: inout [UInt8]) {
        for name in constant.namespace {
            bytes += name.utf8
            bytes.append(UInt8(ascii: "."))
        }
        bytes += constant.identifier.trimmingBackticks.utf8
    }

    /// The constant's value: `InsightColors.Values.bgPrimary`, `TokenColor.textPrimary`.
    static func valuePath(_ constant: Constant) -> String {
        if constant.namespace == ["Color"] { return "TokenColor." + constant.identifier }
        return (constant.namespace + ["Values", constant.identifier]).joined(separator: ".")
    }
}
