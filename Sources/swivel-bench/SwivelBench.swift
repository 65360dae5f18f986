@main
struct SwivelBench {
    static func main() {}
}
