import ArgumentParser
import DataLayer
import DomainLayer

extension CommandEnvironment {
    /// The endpoint `options` choose (`--api-url`, then `NEXTTOGO_API_URL`, then `--brand`),
    /// with `configBrand` the config file's brand.
    /// - Throws: `ValidationError` (a usage error) when the chosen root is not an http or https URL.
    func endpoint(for options: some APIChoosing, configBrand: APIBrand?) throws -> NedsEndpoint {
        do {
            return try options.choice(variables: variables).endpoint(fallback: configBrand)
        } catch {
            throw ValidationError("\(error).")
        }
    }

    /// A client of the API at `endpoint` over the environment's transport, giving up on a
    /// request after `timeout` and naming this version of nexttogo.
    func client(of endpoint: NedsEndpoint, timeout: Duration) -> NedsClient {
        NedsClient(endpoint: endpoint, transport: transport(timeout), userAgent: AppVersion.userAgent)
    }

    /// `nexttogo doctor`'s checkup of the API at `endpoint`, giving up on each route after
    /// `timeout`. The racing day is asked for in the local zone, as the board's racing-day route
    /// asks for it without `--tz`.
    func checkup(of endpoint: NedsEndpoint, timeout: Duration) -> APICheckup {
        APICheckup(
            probe: NedsRouteProbe(
                client: client(of: endpoint, timeout: timeout), dates: wallClock, clock: clock),
            dates: wallClock, timeZone: localTimeZone)
    }
}
