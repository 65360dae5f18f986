@main
struct Swivel {
    static func main() {}
}
