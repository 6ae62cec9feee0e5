package js

import (
	"errors"
	"fmt"
)

// unit is what runs each implementation of the host: "worker", or a
// browser's "page".
func (h *host) unit() string {
	if h.browser {
		return "page"
	}
	return "worker"
}

// greetLocked has the peer's worker greet unless it has, in the host's
// current process, or the peer has failed: the worker's first request
// starts it and loads the adapter. A peer whose host process was
// replaced (another implementation's retry after the process died)
// greets again, which is not a retry of its own.
func (p *Peer) greetLocked() error {
	for p.failed == nil && (!p.greeted || p.gen != p.host.generation()) {
		r, gen, err := p.host.call(p.adapter, request{Hello: true}, p.limit)
		if err != nil {
			if err := p.lose("greeting", err); err != nil {
				return err
			}
			continue
		}
		switch {
		case r.Hello == nil:
			p.failed = p.down(fmt.Errorf("greeting: not a hello: %+v", r))
		case r.Hello.Error != "":
			p.failed = p.down(errors.New("did not load: " + r.Hello.Error))
		default:
			p.hello, p.greeted, p.gen = *r.Hello, true, gen
			p.host.greeted(gen)
		}
	}
	return p.failed
}

// hostedRoundTrip sends req to the peer's worker or page, greeting first
// if it has not. A request whose worker or page is lost (it exited, threw
// or crashed, made no progress, or outran the user's limit) is sent again
// once, to a fresh one, before the implementation is down for good.
func (p *Peer) hostedRoundTrip(req request) (response, error) {
	if err := p.greetLocked(); err != nil {
		return response{}, err
	}
	p.record(&req)
	for {
		r, _, err := p.host.call(p.adapter, req, p.limit)
		if err == nil {
			return r, nil
		}
		if err := p.lose(req.what(), err); err != nil {
			return response{}, err
		}
		if err := p.greetLocked(); err != nil {
			return response{}, err
		}
	}
}

// lose takes the loss of the peer's worker or page (or of the host's
// process) while it did what: the first time, it has the host end it and
// returns nil, for a retry in a fresh one; the second time, or when the
// host cannot run at all, the peer is down, and the error says both
// losses.
func (p *Peer) lose(what string, err error) error {
	why := what + ": " + err.Error()
	var le *lostError
	final := errors.As(err, &le) && le.final
	p.greeted = false
	if p.lost != "" || final {
		if p.lost != "" {
			why = p.lost + "; retried in a fresh " + p.host.unit() + ": " + why
		}
		p.failed = p.down(errors.New(why))
		p.host.stop(p.adapter)
		return p.failed
	}
	p.lost = why
	p.host.stop(p.adapter)
	return nil
}

// generation returns which of its processes the host runs, counting
// from 1, or 0 when none runs.
func (h *host) generation() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.proc == nil {
		return 0
	}
	return h.proc.gen
}
